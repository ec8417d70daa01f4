/*
 * Quad widget loader (CONTRACT §4). A university page adds:
 *   <script src="https://quad.example/embed.js" data-university-id="1" async></script>
 * or data-group-id="1". Optional: data-title (the iframe's accessible name),
 * data-container (a CSS selector of the element to put the widget in) and data-lang (the
 * language to show, e.g. "de"; without it the widget follows the host page's <html lang> and
 * then the browser).
 * The host page's utm_* parameters go to the widget, which keeps the first campaign it sees.
 * No dependencies; talks to the widget only through postMessage with exact origins.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  if (!script || !script.src) return;

  var widgetOrigin = new URL(script.src, window.location.href).origin;
  var DIGITS = /^[1-9]\d{0,9}$/;
  var universityId = script.getAttribute('data-university-id');
  var groupId = script.getAttribute('data-group-id');
  var base = DIGITS.test(universityId || '')
    ? '/' + universityId
    : DIGITS.test(groupId || '')
      ? '/group/' + groupId
      : null;
  if (!base) {
    console.warn('[Quad] embed.js needs data-university-id or data-group-id with a numeric id.');
    return;
  }

  // Identifiers the parent page passes on to the widget (spec §2 query parameters).
  var parentQuery = new URLSearchParams(window.location.search);
  var query = new URLSearchParams();
  ['user_id', 'post_id', 'faq_id', 'dialog_id'].forEach(function (name) {
    var value = parentQuery.get(name);
    if (value && DIGITS.test(value)) query.set(name, value);
  });
  // Where the visitor came from (spec §3): the campaign that first brought them to the host site
  // (kept here, first-party, under the spec's utmData_{group} key, because browsers often refuse
  // storage to the widget's third-party frame, and the campaign usually lands on another page
  // than the one with the widget), and the host page itself as origin and path only.
  var UTM_NAMES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
  var campaign = firstCampaign(base === '/' + universityId ? universityId : 'group-' + groupId);
  Object.keys(campaign).forEach(function (name) {
    query.set(name, campaign[name]);
  });
  query.set('user_came_from', (window.location.origin + window.location.pathname).slice(0, 200));
  // The language: the page's own choice, else what the host page is written in.
  var LANGUAGE_TAG = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,3}$/;
  var lang = script.getAttribute('data-lang') || parentQuery.get('lang');
  if (lang && LANGUAGE_TAG.test(lang)) query.set('lang', lang);
  var hostLang = document.documentElement.getAttribute('lang');
  if (hostLang && LANGUAGE_TAG.test(hostLang)) query.set('hostLang', hostLang);
  query.set('embedded', '1');
  query.set('parent_origin', window.location.origin);

  /** The host site's first campaign: kept from an earlier page, or this page's (then kept). */
  function firstCampaign(group) {
    var key = 'utmData_' + group;
    var fresh = {};
    UTM_NAMES.forEach(function (name) {
      var value = (parentQuery.get(name) || '').trim();
      if (value) fresh[name] = value.slice(0, 200);
    });
    var kept = null;
    try {
      kept = JSON.parse(window.localStorage.getItem(key) || 'null');
    } catch {
      kept = null;
    }
    var keptCampaign = {};
    if (kept && typeof kept === 'object') {
      UTM_NAMES.forEach(function (name) {
        var value = kept[name];
        if (typeof value === 'string' && value) keptCampaign[name] = value.slice(0, 200);
      });
    }
    // First touch: a kept campaign stays whole; a visit without one never erases it.
    if (Object.keys(keptCampaign).length) return keptCampaign;
    if (!Object.keys(fresh).length) return {};
    try {
      window.localStorage.setItem(key, JSON.stringify(fresh));
    } catch {
      /* storage refused: this page still forwards its own campaign */
    }
    return fresh;
  }

  var iframe = document.createElement('iframe');
  iframe.src = widgetOrigin + base + '?' + query.toString();
  iframe.title = script.getAttribute('data-title') || 'Chat with our students';
  iframe.setAttribute(
    'allow',
    'camera; microphone; display-capture; autoplay; clipboard-write; fullscreen',
  );
  iframe.style.cssText =
    'display:block;width:100%;max-width:100%;height:720px;border:0;overflow:hidden;color-scheme:normal;';

  function mount() {
    var selector = script.getAttribute('data-container');
    var container = selector ? document.querySelector(selector) : null;
    if (container) container.appendChild(iframe);
    else if (script.parentNode && script.parentNode !== document.head) {
      script.parentNode.insertBefore(iframe, script.nextSibling);
    } else document.body.appendChild(iframe);
  }
  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);

  var ASKED_KEY = 'quad:notification-permission-asked';
  function askedBefore() {
    try {
      return window.localStorage.getItem(ASKED_KEY) === '1';
    } catch {
      return false;
    }
  }
  function rememberAsked() {
    try {
      window.localStorage.setItem(ASKED_KEY, '1');
    } catch {
      /* storage refused: we may ask again on the next visit */
    }
  }

  function showNotification(message) {
    var notification = new Notification(String(message.title || ''), {
      body: String(message.body || ''),
      tag: 'quad-dialog-' + message.dialogId,
    });
    notification.onclick = function () {
      window.focus();
      notification.close();
      iframe.scrollIntoView({ block: 'start' });
      iframe.contentWindow.postMessage(
        { type: 'quad:open-dialog', dialogId: message.dialogId },
        widgetOrigin,
      );
    };
  }

  function notify(message) {
    if (!('Notification' in window) || !DIGITS.test(String(message.dialogId))) return;
    if (Notification.permission === 'granted') return showNotification(message);
    // Ask once, ever, and only when there is something to show.
    if (Notification.permission !== 'default' || askedBefore()) return;
    rememberAsked();
    Promise.resolve(Notification.requestPermission()).then(function (permission) {
      if (permission === 'granted') showNotification(message);
    });
  }

  // The host page's consent tool tells every widget on the page what the visitor agreed to:
  //   QuadWidget.setConsent({ analytics: true, ads: false })
  // The widget's tag manager (if its university has one) measures without cookies until then.
  var api = (window.QuadWidget = window.QuadWidget || { widgets: [], consent: null });
  api.widgets.push({ frame: iframe, origin: widgetOrigin });
  function sendConsent(widget) {
    if (!api.consent || !widget.frame.contentWindow) return;
    widget.frame.contentWindow.postMessage(
      { type: 'quad:consent', analytics: api.consent.analytics, ads: api.consent.ads },
      widget.origin,
    );
  }
  api.setConsent =
    api.setConsent ||
    function (choice) {
      api.consent = {
        analytics: Boolean(choice && choice.analytics),
        ads: Boolean(choice && choice.ads),
      };
      api.widgets.forEach(sendConsent);
    };

  window.addEventListener('message', function (event) {
    if (event.origin !== widgetOrigin || event.source !== iframe.contentWindow) return;
    var message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.type === 'quad:ready') {
      sendConsent({ frame: iframe, origin: widgetOrigin });
    } else if (message.type === 'quad:resize') {
      var height = Number(message.height);
      if (isFinite(height) && height > 0) iframe.style.height = Math.ceil(height) + 'px';
    } else if (message.type === 'quad:notification') {
      notify(message);
    }
  });
})();
