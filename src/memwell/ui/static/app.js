// memwell inspector: small progressive enhancements; every page works without them.
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  // "/" focuses the page's search box
  const search = document.querySelector("[data-focus-key]");
  document.addEventListener("keydown", (e) => {
    const typing = ["INPUT", "TEXTAREA", "SELECT"].includes(document.activeElement.tagName);
    if (search && e.key === search.dataset.focusKey && !typing) { e.preventDefault(); search.focus(); }
  });
  // filter menus apply as soon as they change
  document.querySelectorAll("select[data-autosubmit]").forEach((el) =>
    el.addEventListener("change", () => el.form.requestSubmit()));
  // a whole table row opens its link
  document.querySelectorAll("tr[data-href]").forEach((row) =>
    row.addEventListener("click", (e) => {
      if (e.target.closest("a, button, input, select")) return;
      window.location.href = row.dataset.href;
    }));
  // destructive forms ask first
  document.querySelectorAll("form[data-confirm]").forEach((form) =>
    form.addEventListener("submit", (e) => { if (!window.confirm(form.dataset.confirm)) e.preventDefault(); }));
  // leaving an edited, unsaved topic asks first
  document.querySelectorAll("form[data-dirty-guard]").forEach((form) => {
    let dirty = false;
    form.addEventListener("input", () => { dirty = true; });
    form.addEventListener("submit", () => { dirty = false; });
    window.addEventListener("beforeunload", (e) => { if (dirty) { e.preventDefault(); e.returnValue = ""; } });
  });
  // "Back" links go back when there is somewhere to go
  document.querySelectorAll("a[data-back]").forEach((a) =>
    a.addEventListener("click", (e) => { if (history.length > 1) { e.preventDefault(); history.back(); } }));
  // a message opened from a search hit scrolls into view
  const target = document.querySelector(".msg.target");
  if (target) target.scrollIntoView({ block: "center" });
});
