/**
 * The small piece of browser code behind "prices in your currency" and "hours in your time zone"
 * (docs/decisions/019). Plain script, no React: it runs inline in the document's head
 * (app/root.tsx) and only reads and writes markers in the server's HTML, so it works the same on
 * a page React hydrates and on one that ships no React at all.
 *
 * Currency: a `?currency=` in the URL is what the server rendered (no JavaScript needed); this
 * remembers it in localStorage and, on a page whose URL names none, marks <html> with the
 * remembered choice before the first paint, so the converted amounts (app.css) show at once.
 * A click on a choice (`[data-currency-choice]`) is remembered too, and after parsing the choice
 * links say which one is in effect.
 *
 * Time zones: business hours are stated in IST in the HTML. This marks <html> at once (so the
 * lines it will fill have their space from the first paint, app.css) and, once the HTML is
 * parsed, writes each `[data-local-time]` element in the visitor's own time: "hours" elements
 * convert `data-ist-opens`/`data-ist-closes` ("09:00"), "reply" elements say by when a message
 * sent now is answered (`data-reply-hours` counted on IST's open days only: hours of the days in
 * `data-closed-days`, "0" for Sunday, do not count, and `data-closed-note` then says so), in the
 * visitor's time on that day (its own offset, which a daylight-saving change in between moves). Only `Date`, no `Intl` (decision 013).
 * Markup inserted later (the booking dialog's request-a-call form, cloned from a template) is
 * filled as it is inserted. Without JavaScript the elements stay hidden and IST alone is shown.
 */
import { siteConfig } from "~/site.config";
import { agencyZone } from "./agency-time";
import { currencyIds, currencyParam } from "./currency";

const known = JSON.stringify(["inr", ...currencyIds]);

export const currencyBootScript = `(function(){var r=document.documentElement,k=${JSON.stringify(siteConfig.currency.storageKey)},ok=${known};function set(c){if(c&&c!=="inr")r.setAttribute("data-currency",c);else r.removeAttribute("data-currency")}var m=/[?&]${currencyParam}=([a-zA-Z]+)/.exec(location.search),c=m?m[1].toLowerCase():null;try{if(c&&ok.indexOf(c)>=0)localStorage.setItem(k,c);else c=localStorage.getItem(k)}catch(e){}if(c&&ok.indexOf(c)>=0)set(c);function mark(){var now=r.getAttribute("data-currency")||"inr";[].forEach.call(document.querySelectorAll("[data-currency-choice]"),function(a){if(a.getAttribute("data-currency-choice")===now)a.setAttribute("aria-current","true");else a.removeAttribute("aria-current")})}document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("[data-currency-choice]");if(!a)return;var v=a.getAttribute("data-currency-choice");try{localStorage.setItem(k,v)}catch(x){}set(v);mark()},true);document.addEventListener("DOMContentLoaded",mark)})()`;

/** The agency's offset east of UTC in minutes (IST: 330 all year), for the script's text. */
const istEastMinutes = agencyZone.offsetMinutes;

export const localTimeBootScript = `(function(){var r=document.documentElement;r.setAttribute("data-local-time-ready","");var D=["Sun","Mon","Tue","Wed","Thu","Fri","Sat"];function p(n){return(n<10?"0":"")+n}function clock(m){var h=Math.floor(m/60),mi=m%60;return(h%12||12)+":"+p(mi)+(h<12?" AM":" PM")}function zone(e){var a=Math.abs(e);return"UTC"+(e<0?"\\u2212":"+")+Math.floor(a/60)+(a%60?":"+p(a%60):"")}function local(ist,e){var m=ist-${istEastMinutes}+e,s=Math.floor(m/1440);m-=s*1440;return clock(m)+(s<0?" the day before":s>0?" the next day":"")}function mins(t){var x=/^(\\d\\d):(\\d\\d)$/.exec(t||"");return x?+x[1]*60+ +x[2]:null}function fill(){var e=-new Date().getTimezoneOffset();[].forEach.call(document.querySelectorAll("[data-local-time]:empty"),function(el){var k=el.getAttribute("data-local-time");if(k==="hours"){var o=mins(el.getAttribute("data-ist-opens")),c=mins(el.getAttribute("data-ist-closes"));if(o===null||c===null)return;el.textContent=e===${istEastMinutes}?"Your time zone is IST too":local(o,e)+" \\u2013 "+local(c,e)+" your time"}else if(k==="reply"){var h=+el.getAttribute("data-reply-hours")||24,shut=(el.getAttribute("data-closed-days")||"").split(","),t=Date.now()+${istEastMinutes}*6e4,left=h*36e5,sk=0;for(var i=0;left>0&&i<60;i++){var edge=864e5-t%864e5;if(shut.indexOf(String(new Date(t).getUTCDay()))>=0){t+=edge;sk=1}else{var step=Math.min(left,edge);t+=step;left-=step}}var d=new Date(t-${istEastMinutes}*6e4),mid=d.getHours()*60+d.getMinutes();el.textContent="Write now, and expect a reply by "+(mid?D[d.getDay()]+" "+clock(mid):"the end of "+D[(d.getDay()+6)%7])+" your time ("+zone(-d.getTimezoneOffset())+")"+(sk&&el.getAttribute("data-closed-note")||"")+"."}})}function start(){fill();if(window.MutationObserver)new MutationObserver(fill).observe(document.body,{childList:true,subtree:true})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",start);else start()})()`;
