/**
 * A stand-in for Google's script loader `https://apis.google.com/js/api.js` ("gapi"), which this
 * machine cannot reach (no internet; the browser tests never leave 127.0.0.1).
 *
 * Why a Google sign-in test needs it: Firebase's `signInWithPopup` does not take the result from
 * the popup directly. Before it opens the popup it embeds a hidden helper iframe (with the Auth
 * emulator: `http://127.0.0.1:9099/emulator/auth/iframe`) and talks to it through gapi.iframes;
 * the emulator's popup hands the sign-in to that iframe (`window.opener.frames[i].postMessage`),
 * and the iframe relays it to the page through gapi.iframes again. Both ends load gapi from
 * apis.google.com: the SDK (firebase/auth `loadGapi`) and the emulator's iframe page (a plain
 * `<script src="https://apis.google.com/js/api.js">`). Offline, the SDK fails before any popup
 * opens ("auth/internal-error" from the failed script load), so the flow cannot be tested at all.
 *
 * This script replaces only that transport: the few gapi.iframes calls both ends make (`load`,
 * `getContext().open`, `restyle`, `ping`, `register`, `send`, `getParentIframe`), carried over
 * `postMessage`. Everything else is real: the app's dialog and click, the SDK's popup and its
 * polling, the emulator's account chooser page, the emulator's helper iframe and its relay, the
 * SDK's `signInWithIdp` call to the emulator, and the app's reaction to the signed-in user.
 * A network with access to apis.google.com would use the real script, and this file would go.
 */
import type { BrowserContext } from '@playwright/test';

const GAPI_URL = /^https:\/\/apis\.google\.com\/js\/api\.js(\?.*)?$/;

const STAND_IN = String.raw`(function () {
  'use strict';
  var TAG = 'tpl-e2e-gapi-stand-in';
  var peers = [];

  // One peer per window this one talks to (the helper iframe, or the parent page).
  function Peer(win) {
    this.win = win;
    this.handlers = {};
    this.waiting = {};
    this.queued = [];
    this.ready = false;
    this.onReady = [];
    peers.push(this);
  }
  function peerOf(win) {
    for (var i = 0; i < peers.length; i++) if (peers[i].win === win) return peers[i];
    return null;
  }
  Peer.prototype.post = function (msg) {
    msg.tag = TAG;
    this.win.postMessage(msg, '*');
  };
  Peer.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var now = this.queued.filter(function (m) { return m.type === type; });
    this.queued = this.queued.filter(function (m) { return m.type !== type; });
    now.forEach(this.answer, this);
  };
  Peer.prototype.send = function (type, data, callback) {
    var id = Math.random().toString(36).slice(2);
    this.waiting[id] = callback;
    this.post({ kind: 'call', id: id, type: type, data: data });
  };
  Peer.prototype.answer = function (msg) {
    var self = this;
    Promise.resolve()
      .then(function () { return self.handlers[msg.type](msg.data); })
      .then(
        function (result) { self.post({ kind: 'reply', id: msg.id, results: [result] }); },
        function () { self.post({ kind: 'reply', id: msg.id, results: [] }); }
      );
  };
  Peer.prototype.receive = function (msg) {
    if (msg.kind === 'ready') {
      this.ready = true;
      this.onReady.splice(0).forEach(function (f) { f(); });
    } else if (msg.kind === 'call') {
      // A call for a handler not registered yet waits for it (the helper iframe sends its first
      // auth event as soon as it is up, before the SDK has registered 'authEvent').
      if (this.handlers[msg.type]) this.answer(msg);
      else this.queued.push(msg);
    } else if (msg.kind === 'reply') {
      var callback = this.waiting[msg.id];
      delete this.waiting[msg.id];
      // A callback's own exception stays with it, as with gapi (the SDK's webStorageSupport
      // callback throws after it has answered).
      try { if (callback) callback(msg.results); } catch (e) { /* not the transport's concern */ }
    }
  };
  window.addEventListener('message', function (e) {
    var msg = e.data;
    if (!msg || msg.tag !== TAG) return;
    var peer = peerOf(e.source);
    if (peer) peer.receive(msg);
  });

  function Iframe(el) {
    this.el = el;
    this.peer = new Peer(el.contentWindow);
  }
  Iframe.prototype.restyle = function () { return Promise.resolve(); };
  Iframe.prototype.ping = function (callback) {
    var peer = this.peer;
    return new Promise(function (resolve) {
      if (peer.ready) resolve();
      else peer.onReady.push(resolve);
    }).then(function () {
      if (callback) callback([]);
      return [];
    });
  };
  Iframe.prototype.register = function (type, handler) { this.peer.register(type, handler); };
  Iframe.prototype.send = function (type, data, callback) { this.peer.send(type, data, callback); };

  var context = {
    open: function (options, onOpen) {
      var el = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(el.style, attributes.style);
        else el.setAttribute(name, String(attributes[name]));
      });
      (options.where || document.body).appendChild(el);
      var iframe = new Iframe(el);
      el.src = options.url;
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      var peer = peerOf(window.parent) || new Peer(window.parent);
      peer.post({ kind: 'ready' });
      return { register: peer.register.bind(peer), send: peer.send.bind(peer) };
    },
  };

  var gapi = (window.gapi = window.gapi || {});
  gapi.iframes = { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin', Iframe: Iframe };
  gapi.load = function (name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };

  // The SDK names its callback in ?onload=; the emulator's iframe page defines gapi_onload.
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
`;

/** Serves the stand-in for every page and frame of `context` (the app, the helper iframe). */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route(GAPI_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: STAND_IN }));
}
