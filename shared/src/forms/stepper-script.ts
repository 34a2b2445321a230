/**
 * A quantity's − and + before the app runs (decision 035), an inline script the document server puts in the
 * head of every document. A button with `data-step` (-1 or 1) steps the number field its `aria-controls`
 * names, within the field's min and max, and disables the field's buttons at either end, as the app does.
 * Once the app has the button its handler cancels the click's default action, and this stands down: a tap
 * steps once, by this or by the app, never both.
 */
export const STEPPER_SCRIPT =
  `document.addEventListener('click',function(e){var d=document,b=e.target,f,v;` +
  `if(e.defaultPrevented||!b.closest||!(b=b.closest('button[data-step]'))||b.disabled)return;` +
  `f=d.getElementById(b.getAttribute('aria-controls'));if(!f||!f.stepUp)return;` +
  `try{b.getAttribute('data-step')<0?f.stepDown():f.stepUp()}catch(x){return}v=f.valueAsNumber;` +
  `[].forEach.call(d.querySelectorAll('button[data-step][aria-controls="'+f.id+'"]'),function(s){` +
  `s.disabled=s.getAttribute('data-step')<0?v<=f.min:v>=f.max})})`;
