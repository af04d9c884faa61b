import { handleParseRequest, type ParseRequest } from './parseRequest'

// A dedicated worker (started by startParseWorker.ts): parsing a large file here keeps the page
// responsive while it runs.
addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  void handleParseRequest(event.data, (message) => postMessage(message))
})
