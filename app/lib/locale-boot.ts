/**
 * The small piece of browser code behind "prices in your currency" and "hours in your time zone"
 * (docs/decisions/018). Plain script, no React: it runs inline in the document's head
 * (app/root.tsx) and only reads and writes markers in the server's HTML, so it works the same on
 * a page React hydrates and on one that ships no React at all.
 *
 * Currency: a `?currency=` in the URL is what the server rendered (no JavaScript needed); this
 * remembers it in localStorage and, on a page whose URL names none, marks <html> with the
 * remembered choice before the first paint, so the converted amounts (app.css) show at once.
 * A click on a choice (`[data-currency-choice]`) is remembered too, and after parsing the choice
 * links say which one is in effect.
 */
import { currencyIds, currencyParam, currencyStorageKey } from "./currency";

const known = JSON.stringify(["inr", ...currencyIds]);

export const currencyBootScript = `(function(){var r=document.documentElement,k=${JSON.stringify(currencyStorageKey)},ok=${known};function set(c){if(c&&c!=="inr")r.setAttribute("data-currency",c);else r.removeAttribute("data-currency")}var m=/[?&]${currencyParam}=([a-zA-Z]+)/.exec(location.search),c=m?m[1].toLowerCase():null;try{if(c&&ok.indexOf(c)>=0)localStorage.setItem(k,c);else c=localStorage.getItem(k)}catch(e){}if(c&&ok.indexOf(c)>=0)set(c);function mark(){var now=r.getAttribute("data-currency")||"inr";[].forEach.call(document.querySelectorAll("[data-currency-choice]"),function(a){if(a.getAttribute("data-currency-choice")===now)a.setAttribute("aria-current","true");else a.removeAttribute("aria-current")})}document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("[data-currency-choice]");if(!a)return;var v=a.getAttribute("data-currency-choice");try{localStorage.setItem(k,v)}catch(x){}set(v);mark()},true);document.addEventListener("DOMContentLoaded",mark)})()`;
