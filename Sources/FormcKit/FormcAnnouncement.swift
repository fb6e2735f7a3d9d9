import Foundation

#if canImport(UIKit)
    import UIKit

    /// VoiceOver's announcement of a form's problems ("Username: This username is taken."),
    /// queued behind what VoiceOver is saying: the announcement follows a move of focus to the
    /// field it is about, and an announcement "interrupts existing speech" by default, or is
    /// interrupted by the speech of the newly focused field; with
    /// `accessibilitySpeechQueueAnnouncement` "the system queues the announcement behind
    /// existing speech"
    /// (https://developer.apple.com/documentation/foundation/nsattributedstring/key/accessibilityspeechqueueannouncement).
    @MainActor
    enum FormcAnnouncement {
        static func post(_ text: String) {
            let queued = NSAttributedString(
                string: text, attributes: [.accessibilitySpeechQueueAnnouncement: NSNumber(value: true)])
            UIAccessibility.post(notification: .announcement, argument: queued)
        }
    }
#endif
