import BillSplitter
import ClaimRoom
import ReceiptOCR
import SettleUp
import SplitBillCore
import SplitBillStore
import SplitDialogue

// The one place where the libraries' errors and suggestions become the command's words: the flags
// that fix them and the advice around them, and (for the history and the photos) their exit codes.
// The libraries say what is wrong and carry a fix as a value (`ReceiptCheck.Fix`, `StoreError.Remedy`,
// `ReceiptOCRError.Remedy`, the cases of `SplitError`); only this file names the flags.

/// A library error as the command says it: the library's message with the flags that fix it.
protocol CommandAdvised: Error {
    /// The message in the command's terms.
    var advice: String { get }
}

extension Error {
    /// The message to print: ``CommandAdvised/advice`` for a library error, else its description.
    var advice: String { (self as? any CommandAdvised)?.advice ?? "\(self)" }
}

/// The command's words for the libraries' values.
enum Advice {
    /// What ends the NOT VERIFIED line of a split: how the command corrects a reading.
    static let notVerified = "--set, --add, --remove and --total correct them"

    /// The flag that makes a suggested fix, with its value: `--set 3=12.50`, `--tax 7.83`, `--tax-included`.
    static func flag(_ fix: ReceiptCheck.Fix) -> String {
        // The name of an item to add is a word the shell must keep whole.
        if case .addItem(let total) = fix { return "--add \"NAME=\(total.plainString)\"" }
        return "--" + Correction.typed(fix)
    }

    /// `--tax 7.83 (a tax line of 7.83 that was not read)`.
    static func text(_ suggestion: ReceiptCheck.Suggestion) -> String {
        "\(flag(suggestion.fix)) (\(suggestion.reason))"
    }

    /// The flag of the correction an error names, with its item: `--set 3`, `--add Wine`, `--store`.
    static func flag(_ target: ReceiptEdits.Target) -> String {
        "--" + Correction.typed(target)
    }
}

extension CorrectionError: CommandAdvised {
    /// `--set 3x: write it as ITEM=AMOUNT, such as --set 3=12.50`.
    var advice: String { message(keywordPrefix: "--") }
}

extension SplitError: CommandAdvised {
    var advice: String {
        switch self {
        case .noPeople:
            return "\(problem); name the people with --people ana,ben or assign items with --assign 1=ana"
        case .unknownPerson(let name, _):
            return "\(problem). Add \(name) to --people or fix the name"
        case .unassignedItems(let items):
            let them = items.count == 1 ? "it" : "them"
            return "\(problem); assign \(them) with --assign N=name or --everyone N, or pass --split-unassigned to share \(them) equally"
        case .fractionalUnits:
            return "\(problem) (use --assign for weights)"
        case .unitsMismatch(let item, _, nil, _):
            return "\(problem); use weights instead (--assign \(item)=ana:2,ben:1)"
        case .evenWithAssignments:
            return "--even splits everything equally, so item assignments make no sense with it; drop --even or the assignments"
        case .negativeShare(let person, _):
            return "\(problem); share the extras in proportion to the items (--extras proportional, the default) or give \(person) the items they had"
        case .invalidEdit(let target, let reason):
            return "\(Advice.flag(target)): \(reason)"
        default:
            return description
        }
    }
}

extension ClaimError: CommandAdvised {
    var advice: String {
        if case .split(let error) = self { return error.advice }
        return description
    }
}

extension StoreError: CommandAdvised {
    var advice: String {
        remedies.reduce(description) { text, remedy in
            switch remedy {
            case .skipSaving: text + ", or pass --no-save"
            case .replaceGroup(let name): text + "; remove it first (splitbill group remove \(name)) or pass --replace"
            case .listBills: text + "; splitbill history lists them"
            case .showPayment(let id): text + "; splitbill show \(id) prints it"
            case .listGroups: text + "; splitbill group list shows the groups"
            }
        }
    }

    /// Whether the problem is in the user's file (as opposed to the place it should go).
    var isUsersFile: Bool {
        switch self {
        case .cannotOpen, .cannotWrite, .readOnly: false
        default: true
        }
    }
}

extension ReceiptOCRError: CommandAdvised {
    var advice: String {
        remedies.reduce(description) { text, remedy in
            switch remedy {
            // The library's last sentence ends "or read with the system's model."; the flag does it.
            case .useSystemModel: (text.hasSuffix(".") ? String(text.dropLast()) : text) + ": --model stock."
            case .replaceFiles: text + "; pass --force to replace it, or choose another folder"
            }
        }
    }
}

extension ScanImages {
    /// The command's error for what stopped one photo: a clean-up or recognition failure is that
    /// photo's fault (exit 65) and names it; anything else as ``commandError(_:)``.
    static func commandError(_ error: ReceiptOCRError, photo: String) -> CommandError {
        switch error {
        case .recognitionFailed, .imageOperationFailed, .tooManyMarks:
            return CommandError("\(photo): \(error.advice)", .dataError)
        default:
            return commandError(error)
        }
    }

    /// The command's error for an OCR error: the library's message and a matching exit code.
    static func commandError(_ error: ReceiptOCRError) -> CommandError {
        switch error {
        case .fileNotFound, .unreadableFile:
            return CommandError(error.advice, .noInput)
        case .emptyFile, .notAnImage, .unsupportedFormat, .truncatedImage, .corruptImage, .imageTooLarge, .imageTooSmall,
             .imageSideTooLong, .fileTooLarge, .tooManyMarks:
            return CommandError(error.advice, .dataError)
        case .invalidLanguage, .languageDataMissing:
            return CommandError("--lang: " + error.advice, .usage)
        case .cannotWrite, .fileExists:
            return CommandError(error.advice, .cannotCreate)
        case .tessdataNotFound, .receiptModelMissing, .receiptModelDamaged, .engineInitFailed,
             .recognitionFailed, .imageOperationFailed:
            return CommandError(error.advice, .failure)
        }
    }
}

extension TallyError: CommandAdvised {
    var advice: String {
        switch self {
        case .noSuchEntry(let id):
            return StoreError.noSuchBill(id).advice
        case .noPayer(let id, let name):
            return "bill \(id) (\(name)) has no payer, so nobody is owed for it; say who paid with splitbill edit \(id) --payer NAME, or leave its number out"
        case .missingRates(let target, let missing):
            let example = missing.first?.currency.code ?? "USD"
            return "\(inOtherCurrencies ?? ""); to settle in \(target.code), give a rate for each, such as --rate \(example)=0.92 (what one \(example) is worth in \(target.code)), or leave out --currency to settle each currency on its own"
        case .entry(let id, let kind, let name, let error):
            return "\(kind.rawValue) \(id) (\(name)): \(error.advice)"
        }
    }

    /// A rate missing is how the command was asked (64); the rest is what the history holds (65).
    var exitStatus: ExitStatus {
        if case .missingRates = self { return .usage }
        return .dataError
    }
}

extension Advice {
    /// Why an entry was left out of settling up, with how to count it: `it has no payer (say who paid
    /// with splitbill edit 4 --payer NAME)`.
    static func text(_ left: Tally.Left) -> String {
        switch left.reason {
        case .noPayer: "\(left.reason) (say who paid with splitbill edit \(left.id) --payer NAME)"
        case .outsideGroup: left.reason.description
        }
    }
}
