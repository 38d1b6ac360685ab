import BillSplitter
import SplitBillCore
import SplitDialogue

/// Keeps a session's bill as a bill file, with the people and assignments so far, that
/// `splitbill split FILE --interactive` finishes. Never replaces a file.
struct BillFileDrafts: DraftKeeper {
    func keep(_ receipt: Receipt, plan: SplitPlan, at path: String) throws(DraftNotKept) {
        let object = BillFileWriter.object(receipt: receipt, plan: plan)
        do throws(CommandError) {
            try FileIO.write(JSONValue.object(object).serialized() + "\n", to: path, force: false)
        } catch {
            throw DraftNotKept(error.message)
        }
    }
}
