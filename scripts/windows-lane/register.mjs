// `--import` entry of the Windows lane: installs hooks.mjs for this process and, through
// NODE_OPTIONS set by run.mjs, for every Node child a test starts.
import net from 'node:net';
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);

// Under Wine 8 only (run.mjs sets the variable): its sockets refuse the keep-alive option before
// they are connected, which Windows accepts, and fetch (undici) sets it at once, so every fetch
// to the sandbox would fail with "connect UNKNOWN". Setting it once connected is what Windows
// does with it anyway; this is a stand-in for Wine, not for the app (decisions 71).
if (process.env.BOARDING_WINDOWS_LANE_WINE === '1') {
  const setKeepAlive = net.Socket.prototype.setKeepAlive;
  net.Socket.prototype.setKeepAlive = function setKeepAliveWhenConnected(...args) {
    if (!this.connecting) return setKeepAlive.apply(this, args);
    this.once('connect', () => setKeepAlive.apply(this, args));
    return this;
  };
}
