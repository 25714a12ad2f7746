/// A connected patch of pixels in a snapshot: a button's fill, a page dot.
package struct PixelBlob {
    package var minX: Int, minY: Int, maxX: Int, maxY: Int
    /// How many pixels it has.
    package var count: Int

    package var width: Int { maxX - minX + 1 }
    package var height: Int { maxY - minY + 1 }
    package var center: (x: Int, y: Int) { ((minX + maxX) / 2, (minY + maxY) / 2) }
    /// The share of its bounding box it fills: about 0.79 for a disc, 1 for a square.
    package var fill: Double { Double(count) / Double(width * height) }
}

extension WindowSnapshot {
    /// The 4-connected patches of pixels in a rectangle for which `matches`
    /// holds, largest first.
    package func blobs(x: Int, y: Int, width: Int, height: Int, where matches: ((r: Int, g: Int, b: Int, a: Int)) -> Bool) -> [PixelBlob] {
        let left = max(0, x), top = max(0, y)
        let right = min(self.width, x + width), bottom = min(self.height, y + height)
        guard left < right, top < bottom else { return [] }
        let columns = right - left
        var visited = [Bool](repeating: false, count: columns * (bottom - top))
        var found: [PixelBlob] = []
        for row in top..<bottom {
            for column in left..<right where !visited[(row - top) * columns + column - left] && matches(pixel(column, row)) {
                var blob = PixelBlob(minX: column, minY: row, maxX: column, maxY: row, count: 0)
                var stack = [(column, row)]
                visited[(row - top) * columns + column - left] = true
                while let (cx, cy) = stack.popLast() {
                    blob.count += 1
                    blob.minX = min(blob.minX, cx); blob.maxX = max(blob.maxX, cx)
                    blob.minY = min(blob.minY, cy); blob.maxY = max(blob.maxY, cy)
                    for (nx, ny) in [(cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)]
                    where nx >= left && nx < right && ny >= top && ny < bottom {
                        let index = (ny - top) * columns + nx - left
                        if !visited[index] && matches(pixel(nx, ny)) {
                            visited[index] = true
                            stack.append((nx, ny))
                        }
                    }
                }
                found.append(blob)
            }
        }
        return found.sorted { $0.count > $1.count }
    }

    /// The most common colour of a rectangle (its background).
    package func dominantColor(x: Int, y: Int, width: Int, height: Int) -> (r: Int, g: Int, b: Int) {
        var counts: [Int: Int] = [:]
        for row in max(0, y)..<min(self.height, y + height) {
            for column in max(0, x)..<min(self.width, x + width) {
                let p = pixel(column, row)
                counts[p.r << 16 | p.g << 8 | p.b, default: 0] += 1
            }
        }
        let key = counts.max { $0.value < $1.value }?.key ?? 0
        return (key >> 16 & 0xff, key >> 8 & 0xff, key & 0xff)
    }
}
