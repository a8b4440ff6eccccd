import Foundation
import VellumCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `#Preview` as its expansion hands it over: the preview and where it is written.
///
/// Each `#Preview` expands to a function with a C symbol made of its file and position
/// (`symbol(fileID:line:column:)`), returning one of these, retained. A runner built
/// with `--export-dynamic` finds it with `dlsym`; nothing else in the program refers to
/// it.
public final class _PreviewRegistration {
    public let preview: Preview
    /// `#fileID` of the file: `Module/File.swift`.
    public let fileID: String
    public let line: Int

    init(preview: Preview, fileID: String, line: Int) {
        self.preview = preview
        self.fileID = fileID
        self.line = line
    }

    /// What a `#Preview` expansion returns.
    public static func retained(_ preview: Preview, fileID: String, line: Int) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(_PreviewRegistration(preview: preview, fileID: fileID, line: line)).toOpaque()
    }

    /// The C symbol of the `#Preview` written at `line` and `column` of `fileID`: letters
    /// and digits kept, every other byte `_` and two hex digits. The macro has its own
    /// copy of this rule (macro targets cannot link this module); a test checks they agree.
    public static func symbol(fileID: String, line: Int, column: Int) -> String {
        var name = "vellum_preview_"
        for byte in fileID.utf8 {
            if (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) {
                name.append(Character(Unicode.Scalar(byte)))
            } else {
                name += "_" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return name + "_\(line)_\(column)"
    }

    /// The `#Preview` at that place in this process, or nil if none was compiled in (or
    /// the program does not export its symbols).
    public static func find(fileID: String, line: Int, column: Int) -> _PreviewRegistration? {
        guard let program = dlopen(nil, RTLD_NOW),
              let address = dlsym(program, symbol(fileID: fileID, line: line, column: column))
        else { return nil }
        let make = unsafeBitCast(address, to: (@convention(c) () -> UnsafeMutableRawPointer).self)
        return Unmanaged<_PreviewRegistration>.fromOpaque(make()).takeRetainedValue()
    }
}
