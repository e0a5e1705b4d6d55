/**
 * The HTML page every route is rendered into (Docusaurus's `ssrTemplate`, an Eta template
 * with the same variables as the stock one). One difference: the two scripts of the bundle
 * (runtime and main.js) are not `<script defer>` tags in the head but are added by a small
 * inline script at the end of the body once the first contentful paint has been presented.
 *
 * Why: the page is complete as HTML; its script only makes it interactive. With `defer`, the
 * browser fetches ~100 KB of script while it still waits for the HTML and the stylesheet,
 * and on a slow link the three share the bandwidth (over HTTP/1.1 outright, and nginx does
 * not order HTTP/2 streams by priority), so the text appears later. Here the first paint gets
 * the link to itself and the script follows it; the cost is that hydration starts one round
 * trip later. Browsers without paint timing load the scripts after the next frame. A tab opened
 * in the background paints (and loads them) when it is shown; should a browser never report the
 * paint, the scripts load 3 s after the `load` event. (`load` itself is no signal: on a fast
 * connection it often fires before the first paint is presented.)
 */
const LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    <%~ JSON.stringify(it.scripts.map(function (script) { return it.baseUrl + script; })) %>.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({type: 'paint', buffered: true});
    window.addEventListener('load', function () { setTimeout(start, 3000); });
  } else {
    requestAnimationFrame(function () { setTimeout(start); });
  }
})();`;

export const PAGE_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach(function (metaAttribute) { %><%~ metaAttribute %><% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach(function (stylesheet) { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>"><% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${LOADER}</script>
  </body>
</html>
`;
