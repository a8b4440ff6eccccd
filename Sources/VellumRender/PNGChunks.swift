import CDeflate

/// Checks a PNG's chunk structure before Cairo reads it.
///
/// Why: Cairo reports every error libpng raises (a bad checksum, a truncated chunk, a
/// missing header) as "out of memory", which sends a user looking in the wrong place.
/// These checks name the problem and where it is.
enum PNGChunks {
    /// Throws a `RenderError` naming the first problem: a chunk running past the end of
    /// the data, a checksum that does not match, a header with impossible fields, no
    /// image data, or no end chunk. `bytes` starts with the PNG signature.
    static func check(_ bytes: [UInt8]) throws {
        var offset = 8
        var types: [String] = []
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else {
                throw RenderError("The PNG data is truncated: \(bytes.count - offset) bytes at byte \(offset) are too few for a chunk (12 bytes at least).")
            }
            let length = bigEndian(bytes, offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else {
                throw RenderError("The PNG data is truncated: chunk \(type) at byte \(offset) holds \(length) bytes, but only \(bytes.count - offset - 12) follow.")
            }
            let crc = UInt32(bigEndian(bytes, offset + 8 + length))
            guard crc == crc32(bytes[offset + 4..<offset + 8 + length]) else {
                throw RenderError("The PNG data is corrupt: the checksum (CRC) of chunk \(type) at byte \(offset) does not match its contents.")
            }
            if types.isEmpty {
                guard type == "IHDR", length == 13 else {
                    throw RenderError("The PNG data is invalid: it starts with chunk \(type), not the 13-byte IHDR header the format requires.")
                }
                try checkHeader(bytes[offset + 8..<offset + 21])
            }
            types.append(type)
            offset += length + 12
            if type == "IEND" { break }
        }
        guard types.contains("IDAT") else { throw RenderError("The PNG data has no image data (IDAT chunk).") }
        guard types.last == "IEND" else { throw RenderError("The PNG data is truncated: it has no IEND chunk at its end.") }
    }

    /// The 32-bit big-endian number at `offset`.
    static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func checkHeader(_ header: ArraySlice<UInt8>) throws {
        let start = header.startIndex
        let (width, height) = (bigEndian(Array(header), 0), bigEndian(Array(header), 4))
        let (depth, colorType) = (header[start + 8], header[start + 9])
        let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard width > 0, height > 0 else {
            throw RenderError("The PNG header gives a size of \(width) × \(height) pixels; both must be at least 1.")
        }
        guard depths[colorType]?.contains(depth) == true else {
            throw RenderError("The PNG header gives colour type \(colorType) with bit depth \(depth), which the format does not allow.")
        }
        guard header[start + 10] == 0, header[start + 11] == 0, header[start + 12] <= 1 else {
            throw RenderError("The PNG header gives compression \(header[start + 10]), filter \(header[start + 11]) and interlace \(header[start + 12]) methods; the format defines only 0, 0 and 0 or 1.")
        }
    }

    /// The CRC-32 the PNG format puts after each chunk, over its type and data.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    }
}
