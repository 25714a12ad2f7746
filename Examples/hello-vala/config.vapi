// Where meson installed the example's data (meson.build defines it).
[CCode (cprefix = "", lower_case_cprefix = "")]
namespace Config {
    [CCode (cname = "HELLO_DATA")]
    public const string DATA;
}
