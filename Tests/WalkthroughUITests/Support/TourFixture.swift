import Foundation
import WalkthroughCore

/// Tours and image files made on the fly for tests of large or hostile content.
struct TourFixture {
    /// The folder the files are written to.
    let folder: URL

    init(in folder: URL) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A small SVG illustration, written once.
    func svg() throws -> URL {
        let url = folder.appendingPathComponent("art.svg")
        if !FileManager.default.fileExists(atPath: url.path) {
            try ##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="#3584e4"/></svg>"##
                .write(to: url, atomically: true, encoding: .utf8)
        }
        return url
    }

    /// A file that is no image at all.
    func garbage(named name: String = "broken.png") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data("this is not a PNG\n".utf8).write(to: url)
        return url
    }

    /// A valid black-and-white PNG of `width` × `height` pixels, made cheaply:
    /// every row is zero, so 60000×60000 compresses to under half a megabyte.
    func png(width: Int, height: Int, named name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        let script = """
        import struct, sys, zlib
        w, h, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
        def chunk(kind, data):
            return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
        row = b'\\0' * (1 + (w + 7) // 8)
        packer = zlib.compressobj(9)
        parts, left = [], h
        while left > 0:
            n = min(left, 256)
            parts.append(packer.compress(row * n))
            left -= n
        parts.append(packer.flush())
        header = struct.pack('>IIBBBBB', w, h, 1, 0, 0, 0, 0)
        with open(path, 'wb') as f:
            f.write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', header) + chunk(b'IDAT', b''.join(parts)) + chunk(b'IEND', b''))
        """
        let result = ChildProcess.run(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", script, "\(width)", "\(height)", url.path])
        guard result?.status == 0 else { throw CocoaError(.fileWriteUnknown) }
        return url
    }

    /// `count` pages showing `image` (the SVG by default).
    func pages(_ count: Int, image: URL? = nil, title: (Int) -> String = { "Page \($0 + 1)" }, body: (Int) -> String = { "The text of page \($0 + 1)." }) throws -> [TourPage] {
        let art = try image ?? svg()
        return (0..<count).map { TourPage(id: "p\($0 + 1)", image: FilePath(art), title: title($0), body: body($0)) }
    }

    /// A manifest file for `pages`, as `walkthrough --tour` reads it.
    func manifest(title: String, file: String = "tour.json", pages: [(id: String, image: String, title: String, body: String)]) throws -> URL {
        let entries = pages.map { ["id": $0.id, "image": $0.image, "imageDescription": "An illustration.", "title": $0.title, "body": $0.body] }
        let object: [String: Any] = ["id": "fixture", "title": title, "pages": entries]
        let url = folder.appendingPathComponent(file)
        try JSONSerialization.data(withJSONObject: object).write(to: url)
        return url
    }
}
