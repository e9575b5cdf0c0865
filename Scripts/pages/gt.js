// Ground-truth dump for Scripts/render-pages.py. Loaded at the end of each page.
// `?notext` hides every glyph (colour transparent) and every non-text element, so the
// renderer can difference the two screenshots to find the ink and read the background.
(function () {
  if (location.search.indexOf("notext") >= 0) {
    var st = document.createElement("style");
    st.textContent =
      "*{color:transparent!important;text-decoration-color:transparent!important;" +
      "text-shadow:none!important;caret-color:transparent!important}" +
      "::placeholder{color:transparent!important}" +
      "[data-gt=nonText]{visibility:hidden!important}";
    document.head.appendChild(st);
  }
  function rect(el) {
    var r = el.getBoundingClientRect();
    return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
  }
  var out = { width: document.documentElement.scrollWidth,
              height: document.documentElement.scrollHeight,
              contentHeight: Math.ceil(document.body.getBoundingClientRect().bottom), elements: [], negatives: [], problems: [] };
  document.querySelectorAll("[data-gt]").forEach(function (el, i) {
    var cs = getComputedStyle(el);
    var isInput = el.tagName === "INPUT";
    var text = el.getAttribute("data-text") || (isInput ? el.placeholder : el.textContent).trim();
    if (el.getClientRects().length > 1 && el.getAttribute("data-gt") === "text") {
      out.problems.push("element " + i + " (" + text + ") spans several lines");
    }
    out.elements.push({
      kind: el.getAttribute("data-gt"),
      category: el.getAttribute("data-cat") || document.body.getAttribute("data-cat") || "solid",
      rect: rect(el),
      text: el.getAttribute("data-gt") === "text" ? text : undefined,
      shape: el.getAttribute("data-shape") || undefined,
      color: el.getAttribute("data-fg") || (isInput ? getComputedStyle(el, "::placeholder").color : cs.color),
      fontSize: parseFloat(cs.fontSize),
      fontWeight: parseInt(cs.fontWeight, 10),
      fontFamily: cs.fontFamily,
      tags: (el.getAttribute("data-tags") || "").split(" ").filter(Boolean),
      inline: cs.display === "inline",
      textShadow: cs.textShadow !== "none",
    });
  });
  document.querySelectorAll("[data-neg]").forEach(function (el) {
    out.negatives.push({ kind: el.getAttribute("data-neg"), rect: rect(el) });
  });
  var pre = document.createElement("script");
  pre.type = "application/json";
  pre.id = "gt-dump";
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
