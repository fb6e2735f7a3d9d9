import Foundation

#if canImport(UIKit)
    import UIKit
    #if canImport(MachO)
        import MachO
    #endif

    extension FormcSystemDesign {
        /// This process's answer: the running system (`#available`), the app's Info.plist
        /// (`Bundle.main.infoDictionary`) and the SDK its executable was linked against (the
        /// `sdk` of its `LC_BUILD_VERSION` load command, which dyld reads for the same purpose;
        /// where there is no Mach-O, FormcKit's own compiler stands for it).
        public static var current: FormcSystemDesign {
            var system26 = false
            if #available(iOS 26.0, *) { system26 = true }
            return FormcSystemDesign(
                systemIs26OrLater: system26, linkedSDKMajor: linkedSDKMajor(),
                infoDictionary: Bundle.main.infoDictionary)
        }

        /// The major version of the SDK the main executable was linked against, from its Mach-O
        /// header (dyld's image 0, the main executable, which dyld loads first: `man 3 dyld`);
        /// nil when it has no `LC_BUILD_VERSION` (`mach-o/loader.h`).
        static func linkedSDKMajor() -> Int? {
            #if canImport(MachO)
                guard let header = _dyld_get_image_header(0),
                    header.pointee.magic == UInt32(truncatingIfNeeded: MH_MAGIC_64)
                else { return nil }
                var command = UnsafeRawPointer(header) + MemoryLayout<mach_header_64>.size
                for _ in 0..<header.pointee.ncmds {
                    let load = command.loadUnaligned(as: load_command.self)
                    if load.cmd == UInt32(truncatingIfNeeded: LC_BUILD_VERSION) {
                        return major(ofMachOVersion: command.loadUnaligned(as: build_version_command.self).sdk)
                    }
                    guard load.cmdsize > 0 else { return nil }
                    command += Int(load.cmdsize)
                }
                return nil
            #else
                return nil
            #endif
        }
    }
#endif
