import Testing
import WalkthroughCore

@Suite struct ImageLimitsTests {
    @Test("Images within 16384 px a side and 64 megapixels are allowed")
    func allowed() {
        #expect(ImageLimits.standard.refusal(width: 4096, height: 4096) == nil)
        #expect(ImageLimits.standard.refusal(width: 16_384, height: 3_000) == nil)
    }

    @Test("A PNG bomb's header is refused before decoding")
    func bomb() {
        let refusal = ImageLimits.standard.refusal(width: 60_000, height: 60_000)
        #expect(refusal == .tooLarge(width: 60_000, height: 60_000, limits: .standard))
        #expect(refusal?.reason.contains("60000×60000") == true)
    }

    @Test("Too long a side or too many pixels is refused; no size is refused")
    func refused() {
        #expect(ImageLimits.standard.refusal(width: 16_385, height: 10) != nil)
        #expect(ImageLimits.standard.refusal(width: 10_000, height: 10_000) != nil)
        #expect(ImageLimits.standard.refusal(width: 0, height: 10) == .noSize)
        #expect(ImageLimits.standard.refusal(width: Int.max, height: Int.max) != nil)
    }
}

@Suite struct ImageDecodePlanTests {
    @Test("A raster image is decoded to fit the box, keeping its aspect")
    func fits() {
        let size = ImageDecodePlan.size(source: PixelSize(width: 4000, height: 2000), box: PixelSize(width: 600, height: 600), scalable: false)
        #expect(size == PixelSize(width: 600, height: 300))
    }

    @Test("A raster image is never decoded larger than its file; an SVG is")
    func noUpscale() {
        let source = PixelSize(width: 100, height: 50), box = PixelSize(width: 400, height: 400)
        #expect(ImageDecodePlan.size(source: source, box: box, scalable: false) == source)
        #expect(ImageDecodePlan.size(source: source, box: box, scalable: true) == PixelSize(width: 400, height: 200))
    }

    @Test("A raster image is decoded again only when shown larger")
    func rasterRedecode() {
        let cached = PixelSize(width: 600, height: 300)
        #expect(!ImageDecodePlan.needsDecode(cached: cached, wanted: PixelSize(width: 300, height: 150), scalable: false))
        #expect(!ImageDecodePlan.needsDecode(cached: cached, wanted: cached, scalable: false))
        #expect(ImageDecodePlan.needsDecode(cached: cached, wanted: PixelSize(width: 800, height: 400), scalable: false))
        #expect(ImageDecodePlan.needsDecode(cached: nil, wanted: cached, scalable: false))
    }

    @Test("A scalable image is rendered again at every new size")
    func scalableRedecode() {
        let cached = PixelSize(width: 600, height: 300)
        #expect(ImageDecodePlan.needsDecode(cached: cached, wanted: PixelSize(width: 300, height: 150), scalable: true))
        #expect(!ImageDecodePlan.needsDecode(cached: cached, wanted: cached, scalable: true))
    }
}

@Suite struct ImageRenditionTests {
    @Test("An SVG's rendition is the PNG of the same name; other images have none")
    func path() {
        #expect(ImageRendition.path(for: "/data/tour/art.svg") == "/data/tour/art.png")
        #expect(ImageRendition.path(for: "/data/tour/ART.SVG") == "/data/tour/ART.png")
        #expect(ImageRendition.path(for: "/data/tour/art.png") == nil)
        #expect(ImageRendition.path(for: "/data/tour/art.svgz") == nil)
        #expect(ImageRendition.path(for: ".svg") == nil)
    }

    @Test("A rendition serves every box it fits without enlarging, and no larger one")
    func suffices() {
        let rendition = PixelSize(width: 1280, height: 800)
        #expect(ImageRendition.suffices(rendition, box: PixelSize(width: 514, height: 320)))
        #expect(ImageRendition.suffices(rendition, box: PixelSize(width: 1280, height: 800)))
        #expect(ImageRendition.suffices(rendition, box: PixelSize(width: 3000, height: 800)), "fitted by its height")
        #expect(!ImageRendition.suffices(rendition, box: PixelSize(width: 1600, height: 1000)))
        #expect(!ImageRendition.suffices(rendition, box: PixelSize(width: 2056, height: 1280)), "a HiDPI maximized window renders the SVG")
        #expect(!ImageRendition.suffices(PixelSize(width: 0, height: 0), box: PixelSize(width: 10, height: 10)))
    }

    @Test("A rendition matches an SVG of the same shape, within one percent")
    func matches() {
        let svg = ImageDimensions(format: .svg, width: 640, height: 400)
        #expect(ImageRendition.matches(ImageDimensions(format: .png, width: 1280, height: 800), svg: svg))
        #expect(ImageRendition.matches(ImageDimensions(format: .png, width: 1281, height: 800), svg: svg))
        #expect(!ImageRendition.matches(ImageDimensions(format: .png, width: 1280, height: 1280), svg: svg))
        #expect(!ImageRendition.matches(ImageDimensions(format: .png, width: 0, height: 800), svg: svg))
    }
}
