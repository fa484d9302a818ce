// The uploads API's endpoints, keyed "METHOD /path" as the server registers them, with the contract
// schemas of their query, body and response (call-api.ts infers the types from them). Written from the
// server's route schemas (querystring, body, 2xx response); without a query or body schema a call takes the
// loose form of apiRequest.
import type { SignedUploadBody, SignedUploadResponse, UploadedFile } from '../../../shared/contract/uploads';

export type UploadsEndpoints = {
  'POST /upload': { response: typeof UploadedFile };
  'POST /upload-large-file': { response: typeof UploadedFile };
  'POST /upload/signed-url': { body: typeof SignedUploadBody; response: typeof SignedUploadResponse };
  'PUT /uploads/signed/*': { response: typeof UploadedFile };
};
