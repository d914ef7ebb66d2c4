// The baseline of the benchmark: the cheapest possible Node HTTP server, answering 200 with a
// small JSON body after reading the request body, as the lead API must.
import { createServer } from "node:http";

const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end('{"success":true}');
  });
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ msg: "listening", port: server.address().port })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
