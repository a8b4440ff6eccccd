import Foundation

/// A file the command could not write, said in one sentence: the path and the reason,
/// instead of Foundation's `Error Domain=NSCocoaErrorDomain Code=4 …` dump. The commands
/// read no files, so every file error is a write.
struct FileWriteError: Error, CustomStringConvertible {
    let description: String

    init?(_ error: any Error) {
        guard let error = error as? CocoaError, let path = error.filePath ?? error.url?.path else { return nil }
        let posix = (error.underlying as? POSIXError)?.code ?? (error.underlying as NSError?).flatMap {
            $0.domain == NSPOSIXErrorDomain ? POSIXErrorCode(rawValue: Int32($0.code)) : nil
        }
        let reason: String
        switch posix {
        case .ENOENT?: reason = "its folder does not exist"
        case .EACCES?, .EPERM?, .EROFS?: reason = "permission denied"
        case .ENOSPC?: reason = "the disk is full"
        case .EISDIR?: reason = "it is a folder"
        case .ENOTDIR?: reason = "part of the path is a file, not a folder"
        case let code?: reason = String(cString: strerror(code.rawValue)).lowercased()
        case nil: reason = error.localizedDescription
        }
        description = "Could not write \(path): \(reason)."
    }
}
