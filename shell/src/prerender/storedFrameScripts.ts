/**
 * The scripts of the frames drawn from the stored session (storedFrames.tsx): each runs after its frame in the page's
 * HTML, before the first paint, and fills the frame from the session supabase-js stored on this device. Apart from
 * the frames' components so the build's route lists (routes.ts) do not load them.
 */
// Bundled only into the build-time render, never the browser's: it reads the remote's copy from source.
/* eslint-disable no-restricted-imports */
import {
  ageFieldHint,
  ageGroupEffect,
  PARENTAL_CONSENT_AGE,
  serverErrorMessage,
  AGE_MAX,
} from '@dreampitch/domain';
import { familySubtitle } from '../../../remotes/tracker/src/features/family/familyCopy';
import { KEPT_FRAME_CLASS, KEPT_FRAME_KEY } from '@dreampitch/app-frame/routes';
import { FRAME_PENDING_CLASS, storedUserScript } from '../layout/storedSession';
import { PAGE_READY_EVENT } from '@dreampitch/app-frame/routes';
/* eslint-enable no-restricted-imports */

const js = JSON.stringify;

/**
 * The script's ending, once `f` (the kept frame's element) is filled: shown, and kept for the app's first render on
 * `path` until the visit's first page is ready (a later visit to the path draws the page's details afresh).
 */
const keep = (path: string) =>
  [
    `f.querySelectorAll(".${FRAME_PENDING_CLASS}").forEach(function(e){e.classList.remove(${js(FRAME_PENDING_CLASS)})});`,
    `window.${KEPT_FRAME_KEY}={path:${js(path)},html:f.innerHTML};`,
    `document.addEventListener(${js(PAGE_READY_EVENT)},function(){delete window.${KEPT_FRAME_KEY}},{once:true})`,
  ].join('');

/** The kept frame's element, `f`, or the script stops. */
const FRAME_ELEMENT = `var f=document.querySelector(".${KEPT_FRAME_CLASS}");if(!f)return;var m=u.user_metadata||{};`;

/**
 * The account page's script: the stored session's names, and for a player the age with what its group changes (the
 * locked hint under 13) and the parent e-mail, as ProfileDetails draws them from the profile; the account page keeps
 * those details in step with the profile (libs/data/src/account/supabase.ts). The form cannot be used until the page
 * takes over (inert, each control said to be unavailable): nothing typed before then can be lost.
 */
function accountScript(): string {
  // As ProfileDetails: under 13 the age is the parent's to change (whatever it is), else what its group changes.
  const locked = serverErrorMessage('parent_changes_age');
  if (!locked) throw new Error('The locked age has no message.');
  const hints: string[] = [];
  const hintOfAge: number[] = [];
  for (let age = PARENTAL_CONSENT_AGE; age <= AGE_MAX; age++) {
    const hint = ageGroupEffect(age);
    if (!hints.includes(hint)) hints.push(hint);
    hintOfAge.push(hints.indexOf(hint));
  }
  // The hint of anything that is no age the form takes, in ProfileDetails' words.
  const outOfRange = ageFieldHint('');
  return storedUserScript(
    [
      FRAME_ELEMENT,
      'var t=function(x){return typeof x==="string"?x:""};',
      'var v=function(n,x){var e=f.querySelector("[name="+n+"]");if(e)e.setAttribute("value",x);return e};',
      'v("firstName",t(m.first_name));v("lastName",t(m.last_name));',
      'if(m.accountType==="parent"){["age","parentEmail"].forEach(function(n){var e=f.querySelector("[name="+n+"]");if(e)e.parentNode.remove()})}',
      'else{var a=typeof m.age==="number"?m.age:null,e=v("age",a===null?"":String(a));',
      `var l=a!==null&&a<${PARENTAL_CONSENT_AGE},g=a===null||a%1||a>${AGE_MAX}?-1:${js(hintOfAge)}[a-${PARENTAL_CONSENT_AGE}];`,
      `e.parentNode.querySelector(".dp-field__hint").textContent=l?${js(locked)}:g>=0?${js(hints)}[g]:${js(outOfRange)};`,
      'if(l)e.setAttribute("readonly","");',
      'v("parentEmail",t(m.parentEmail))}',
      'var c=f.querySelector("form");c.setAttribute("inert","");',
      'c.querySelectorAll("input,button").forEach(function(e){e.setAttribute("aria-disabled","true")});',
      keep('/app/account'),
    ].join(''),
  );
}

/**
 * The family page's script: a parent's greeting, the Child Accounts lead and, when the address is not proven, the
 * e-mail check with the address; a player's header alone. Whether the address is proven comes from the server
 * (account_email_status), after the page's code; the stored session's user only selects which notice shows first (a
 * product decision). The server records its answer in the user's app_metadata (`email_proven`, which the user cannot
 * write), and the app refreshes the stored session when the server's answer differs from it (the account repository's
 * emailStatus). A session that a GoTrue link opened carries GoTrue's user as it was before the database recorded the
 * proof, until its first refresh: GoTrue's confirmation after the sign-up (an address confirmed later than the
 * account was created, private.record_auth_confirmation) counts too. The page shows the server's answer in its place
 * when it differs.
 */
function familyScript(): string {
  const marker = '\u0000';
  const [before, after] = familySubtitle('parent', marker).split(marker);
  return storedUserScript(
    [
      FRAME_ELEMENT,
      'var p=f.querySelector(".dp-page-header__subtitle"),w=f.querySelector(".tracker-verify-email");',
      'if(m.accountType==="parent"){var n=typeof m.first_name==="string"?m.first_name:"";',
      `p.textContent=n?${js(before)}+n+${js(after)}:${js(familySubtitle('parent', ''))};`,
      'var a=u.app_metadata;',
      'if(a&&a.email_proven===true||u.email_confirmed_at&&u.email_confirmed_at!==u.created_at)w.remove();',
      'else{w.querySelector("strong").textContent=u.email||"";var b=w.querySelector("button");',
      'b.setAttribute("inert","");b.setAttribute("aria-disabled","true")}}',
      `else{p.textContent=${js(familySubtitle('player', ''))};w.remove();f.querySelector("section").remove();`,
      'f.firstElementChild.className="dp-container tracker-page"}',
      keep('/app/family'),
    ].join(''),
  );
}

/** Each kept frame's script, run after it in its HTML (FRAME_SCRIPTS of routes.ts). */
export const STORED_FRAME_SCRIPTS: Readonly<Record<string, string>> = {
  '/app/account': accountScript(),
  '/app/family': familyScript(),
};
