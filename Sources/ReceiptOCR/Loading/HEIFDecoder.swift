internal import CHeif
internal import CLeptonica

/// Decodes HEIC/HEIF photos (what phones save) and AVIF images with libheif into a colour image.
///
/// libheif applies the file's own rotation and mirroring (`irot`/`imir`) while decoding, so the result
/// is upright as the camera meant. The size is checked against the pixel budget before decoding twice:
/// the size the file announces, and the size its stream decodes to — an HEVC stream's
/// (``HEVCPictureSize``) or an AV1 stream's (``AV1PictureSize``) — which a crafted file can make far larger.
struct HEIFDecoder {
    let maxPixels: Int

    private static let initialised: Bool = {
        _ = heif_init(nil)
        return true
    }()

    func decode(_ bytes: [UInt8], name: String) throws(ReceiptOCRError) -> ReceiptImage {
        _ = HEIFDecoder.initialised
        // A file can hold both kinds of stream (libheif decodes each item by its own type, whatever the
        // brand), so both are read.
        for picture in [HEVCPictureSize.largest(in: bytes), AV1PictureSize.largest(in: bytes)].compactMap({ $0 }) {
            let (pixels, overflow) = picture.width.multipliedReportingOverflow(by: picture.height)
            if overflow || pixels > maxPixels {
                throw .imageTooLarge(path: name, width: picture.width, height: picture.height, maxPixels: maxPixels)
            }
        }
        guard let context = heif_context_alloc() else { throw .imageOperationFailed(operation: "start libheif") }
        defer { heif_context_free(context) }
        // libheif's own bound on a side, beyond which it refuses an image before decoding it.
        heif_context_set_maximum_image_size_limit(context, Int32(ImageLoader.maximumSide))
        let result: Result<ReceiptImage, ReceiptOCRError> = bytes.withUnsafeBytes { raw in
            // The context reads the caller's memory without copying it: everything happens inside this closure.
            let readError = heif_context_read_from_memory_without_copy(context, raw.baseAddress, raw.count, nil)
            if readError.code != heif_error_Ok {
                return .failure(Self.error(readError, name: name))
            }
            return decodePrimary(context, name: name)
        }
        return try result.get()
    }

    private func decodePrimary(_ context: OpaquePointer, name: String) -> Result<ReceiptImage, ReceiptOCRError> {
        var handle: OpaquePointer?
        let handleError = heif_context_get_primary_image_handle(context, &handle)
        guard handleError.code == heif_error_Ok, let handle else {
            return .failure(Self.error(handleError, name: name))
        }
        defer { heif_image_handle_release(handle) }
        let width = Int(heif_image_handle_get_width(handle)), height = Int(heif_image_handle_get_height(handle))
        do {
            try ImageLoader(maxPixels: maxPixels).checkBudget(width: width, height: height, name: name)
        } catch {
            return .failure(error)
        }
        var image: OpaquePointer?
        let decodeError = heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGB, nil)
        guard decodeError.code == heif_error_Ok, let image else {
            return .failure(Self.error(decodeError, name: name))
        }
        defer { heif_image_release(image) }
        var stride: Int32 = 0
        let w = heif_image_get_width(image, heif_channel_interleaved)
        let h = heif_image_get_height(image, heif_channel_interleaved)
        guard let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride), w > 0, h > 0,
              let pix = pixCreate(w, h, 32), let data = pixGetData(pix)
        else {
            return .failure(.corruptImage(path: name, format: "HEIF", detail: "no pixel data"))
        }
        let wpl = Int(pixGetWpl(pix))
        for y in 0..<Int(h) {
            let row = plane + y * Int(stride)
            let out = data + y * wpl
            for x in 0..<Int(w) {
                let r = UInt32(row[3 * x]), g = UInt32(row[3 * x + 1]), b = UInt32(row[3 * x + 2])
                out[x] = r << 24 | g << 16 | b << 8
            }
        }
        return .success(ReceiptImage(owning: pix))
    }

    private static func error(_ error: heif_error, name: String) -> ReceiptOCRError {
        if error.subcode == heif_suberror_End_of_data {
            return .truncatedImage(path: name, format: "HEIF")
        }
        let message = error.message.map { String(cString: $0) } ?? "unknown error"
        return .corruptImage(path: name, format: "HEIF", detail: message)
    }
}
