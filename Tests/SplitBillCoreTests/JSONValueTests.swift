import SplitBillCore
import Testing
import TestSupport

@Suite("Reading and writing JSON")
struct JSONValueTests {
    @Test("numbers keep their digits and objects their order")
    func exact() throws {
        let v = try JSONValue(parsing: #"{"b": 12.50, "a": [1, "x\u00e9\n", true, null], "c": {}}"#)
        guard case .object(let o) = v else { Issue.record("not an object"); return }
        #expect(o.keys == ["b", "a", "c"])
        #expect(o["b"] == .number("12.50"))
        #expect(o["a"] == .array([.number("1"), .string("xé\n"), .bool(true), .null]))
        #expect(v.serialized(pretty: false) == #"{"b":12.50,"a":[1,"xé\n",true,null],"c":{}}"#)
    }

    @Test("pretty output indents objects and keeps plain lists on one line")
    func pretty() {
        let v: JSONValue = ["name": "ana", "items": [1, 2], "people": [["n": "x"]]]
        #expect(v.serialized() == """
            {
              "name": "ana",
              "items": [1, 2],
              "people": [
                {
                  "n": "x"
                }
              ]
            }
            """)
    }

    @Test("malformed documents are reported with line and column", arguments: [
        ("", "line 1, column 1: the file is empty; expected a JSON object such as {\"items\": [...]}"),
        ("{\n  \"a\": 1,\n}", "line 3, column 1: a ',' before '}' leaves an empty entry; remove the trailing comma"),
        ("{\"a\": 1 \"b\": 2}", "line 1, column 9: unexpected '\"'; expected ',' or '}' after the value of \"a\""),
        ("{'a': 1}", "line 1, column 2: unexpected '''; expected a key in double quotes"),
        ("[1, 2", "line 1, column 6: the file ends inside a list; a ']' is missing"),
        ("{\"a\": \"x}", "line 1, column 7: the text that starts here never ends; a closing '\"' is missing"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: the key \"a\" appears twice in the same object"),
        ("{\"é\": tru}", "line 1, column 7: unexpected 't'; expected a value (an object, list, string, number, true, false or null)"),
        ("{} x", "line 1, column 4: unexpected 'x' after the end of the JSON value"),
        ("{\"a\": 012}", "line 1, column 7: numbers must not start with 0 (write amounts as strings, such as \"012.50\")"),
    ])
    func syntaxErrors(text: String, message: String) {
        #expect {
            _ = try JSONValue(parsing: text)
        } throws: { error in
            (error as? JSONSyntaxError)?.description == message
        }
    }

    @Test("deep nesting is refused, not a crash")
    func deep() {
        let text = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
    }

    @Test("a list of more values than any bill holds is refused once it passes the limit")
    func tooManyValues() throws {
        let zeros = "[" + String(repeating: "0,", count: JSONValue.maximumValues) + "0]"
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: zeros) }
        #expect(error.reason.contains("more than \(JSONValue.maximumValues) values"))
        // The same list one value shorter (the list itself is a value) is read.
        let fits = "[" + String(repeating: "0,", count: JSONValue.maximumValues - 2) + "0]"
        guard case .array(let list) = try JSONValue(parsing: fits) else { Issue.record("not a list"); return }
        #expect(list.count == JSONValue.maximumValues - 1)
    }

    @Test("an object of many keys finds each, in order, after changes, and its duplicates repeat nothing")
    func manyKeys() throws {
        let count = 200_000
        let text = "{" + (1...count).map { "\"\($0)\": \($0)" }.joined(separator: ",") + "}"
        guard case .object(var object) = try JSONValue(parsing: text) else { Issue.record("not an object"); return }
        #expect(object.pairs.count == count)
        #expect(object.keys.prefix(3) == ["1", "2", "3"])
        for k in stride(from: 1, through: count, by: 997) { #expect(object[String(k)] == .number(String(k))) }
        #expect(object["0"] == nil)
        object["150000"] = nil
        #expect(object["150000"] == nil)
        #expect(object["150001"] == .number("150001"))
        object["new"] = "x"
        #expect(object.keys.last == "new" && object["new"] == "x")
        object["7"] = "seven"
        #expect(object["7"] == "seven" && object.pairs[6].value == "seven")
        // Equal to the same pairs built another way, index or not.
        var small = JSONObject()
        for pair in object.pairs { small[pair.key] = pair.value }
        #expect(small == object)
        // The first of two pairs of one key is the one found, below and above the index's size.
        for n in [3, 40] {
            let pairs = (0..<n).map { ("k\($0)", JSONValue.number(String($0))) } + [("k0", JSONValue.string("second"))]
            #expect(JSONObject(pairs)["k0"] == .number("0"))
        }
        let duplicate = "{" + (1...50).map { "\"k\($0)\": 1" }.joined(separator: ",") + ", \"k7\": 2}"
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(parsing: duplicate) }
        #expect(error.reason == "the key \"k7\" appears twice in the same object")
    }

    @Test("random bytes never crash the reader")
    func fuzz() {
        var rng = SplitMix64(seed: 7)
        let alphabet = Array(#"{}[]":,.-0123456789eE truefalsn\u"#.utf8) + [0xC3, 0xA9, 0xFF, 0x0A]
        for _ in 0..<20_000 {
            let n = Int(rng.next() % 40)
            let bytes = (0..<n).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            _ = try? JSONValue(parsing: bytes)
        }
    }
}
