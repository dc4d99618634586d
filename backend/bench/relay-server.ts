// The raw Socket.IO baseline of the realtime benchmark: a bare server, with none of the app's
// handshake, rooms or storage, that relays what one client sends to the others in its room.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer((_req, res) => {
  res.writeHead(200).end('ok');
});
const io = new Server(http, { serveClient: false });
io.on('connection', (socket) => {
  const room = String(socket.handshake.query.room ?? 'relay');
  void socket.join(room);
  socket.on('relay', (payload: unknown) => socket.to(room).emit('relay', payload));
});
http.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  io.close();
  http.close();
});
