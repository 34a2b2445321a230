import type { Form } from './svg-kit';
import { rings } from './svg-kit';

/** A handle-less cup standing at (cx, base): straight or tapered walls, a rim and a gloss line. */
const cup = (rim: string, cx: number, base: number, top: number, foot: number, height: number) => {
  const y = base - height;
  return (
    `<path d="M${cx - top} ${y}L${cx - foot} ${base - 8}Q${cx} ${base + 10} ${cx + foot} ${base - 8}L${cx + top} ${y}Z" fill="url(#g)"/>` +
    `<ellipse cx="${cx}" cy="${y}" rx="${top}" ry="${Math.round(top / 5)}" fill="${rim}"/>` +
    `<path d="M${cx - top + 16} ${y + 22}h18l${Math.round((top - foot) * -0.8)} ${height - 50}h-14Z" fill="url(#h)"/>`
  );
};

/** Vases, bowls, cups and plates: the forms of the tableware and vase categories. */
export const tablewareForms = {
  vase: (rim) =>
    `<path d="M352 200L356 240C360 290 240 330 240 450C240 560 300 620 340 632H460C500 620 560 560 560 450C560 330 440 290 444 240L448 200Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="200" rx="48" ry="11" fill="${rim}"/>` +
    rings([
      [390, 150],
      [470, 155],
      [550, 120],
    ]) +
    `<path d="M280 430C285 350 330 320 360 300C330 360 310 420 318 540C296 510 280 470 280 430Z" fill="url(#h)"/>`,
  /** A flattened round body on a small foot, a short neck, ash runs down the face. */
  'moon-vase': (rim) =>
    `<path d="M350 612h100l12 24h-124Z" fill="${rim}"/><path d="M372 176h56v60h-56Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="176" rx="40" ry="9" fill="${rim}"/><circle cx="400" cy="420" r="200" fill="url(#g)"/>` +
    `<path d="M300 250c10 60 0 110 8 150 6-40 14-90 10-160ZM420 222c0 80 12 130 4 190 16-50 16-120 12-188ZM500 262c-6 50 4 90-2 130 12-30 14-80 14-120Z" fill="#e8e2c0" opacity=".45"/>` +
    `<path d="M260 400C262 320 310 270 360 250C310 300 290 360 296 470C276 450 262 430 260 400Z" fill="url(#h)"/>`,
  /** A wide round earthen pot with a short neck and rolled lip, white line work on red slip. */
  matka: (rim) =>
    `<path d="M340 250C200 290 170 420 210 520C250 620 550 620 590 520C630 420 600 290 460 250Z" fill="url(#g)"/>` +
    `<path d="M350 200h100l10 54h-120Z" fill="url(#g)"/><ellipse cx="400" cy="200" rx="66" ry="14" fill="${rim}"/>` +
    `<path d="M238 380q40-22 80 0t80 0 80 0 80 0 40-4M222 470q44 22 88 0t88 0 88 0 88 0M260 550q34-16 70 0t70 0 70 0 70 0" stroke="#fff" stroke-width="6" fill="none" opacity=".85"/>` +
    `<path d="M250 420C252 350 290 300 330 280C296 340 286 400 292 500C268 480 250 450 250 420Z" fill="url(#h)"/>`,
  bowl: (rim) =>
    `<path d="M190 420C200 560 300 626 400 626S600 560 610 420Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="420" rx="210" ry="46" fill="${rim}"/>` +
    `<ellipse cx="400" cy="428" rx="186" ry="34" fill="url(#g)" opacity=".55"/>` +
    rings([
      [500, 190],
      [560, 150],
    ]) +
    `<path d="M230 470C250 540 300 585 360 600C300 560 262 520 250 470Z" fill="url(#h)"/>`,
  /** Three bowls nested one inside the next, each rim showing. */
  'nesting-bowls': (rim) =>
    `<path d="M190 440C200 570 300 626 400 626S600 570 610 440Z" fill="url(#g)"/><ellipse cx="400" cy="440" rx="210" ry="46" fill="${rim}"/>` +
    `<path d="M236 424C246 520 320 566 400 566S554 520 564 424Z" fill="url(#g)"/><ellipse cx="400" cy="424" rx="164" ry="36" fill="${rim}"/>` +
    `<path d="M284 410C292 480 340 512 400 512S508 480 516 410Z" fill="url(#g)"/><ellipse cx="400" cy="410" rx="116" ry="26" fill="${rim}"/>` +
    `<ellipse cx="400" cy="414" rx="100" ry="18" fill="url(#g)" opacity=".6"/>` +
    `<path d="M230 480C250 550 300 590 360 604C300 566 262 530 250 480Z" fill="url(#h)"/>`,
  /** A round-bellied clay pot with a wide, everted mouth for setting curd. */
  handi: (rim) =>
    `<path d="M282 400C180 450 200 600 400 622C600 600 620 450 518 400Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="392" rx="150" ry="30" fill="${rim}"/><ellipse cx="400" cy="394" rx="124" ry="20" fill="#2a140b" opacity=".6"/>` +
    rings([
      [470, 180],
      [540, 170],
    ]) +
    `<path d="M244 480C250 550 290 590 340 606C290 570 266 530 262 470Z" fill="url(#h)"/>`,
  mug: (rim) =>
    `<path d="M505 380C610 370 612 550 500 548" stroke="${rim}" stroke-width="30" fill="none" stroke-linecap="round"/>` +
    `<path d="M288 330H512L506 604Q400 630 294 604Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="330" rx="112" ry="22" fill="${rim}"/>` +
    rings([
      [420, 108],
      [500, 106],
    ]) +
    `<path d="M316 360H352L346 580H320Z" fill="url(#h)"/>`,
  /** Handle-less clay cups, wider at the lip than the foot: three of the set, two behind one. */
  kulhad: (rim) => cup(rim, 270, 560, 78, 52, 200) + cup(rim, 530, 560, 78, 52, 200) + cup(rim, 400, 630, 88, 58, 226),
  /** A tall, straight, handle-less cup. */
  tumbler: (rim) =>
    cup(rim, 400, 630, 104, 92, 330) +
    rings([
      [380, 100],
      [450, 98],
      [520, 96],
    ]),
  plate: (rim) =>
    `<ellipse cx="400" cy="500" rx="300" ry="118" fill="${rim}"/>` +
    `<ellipse cx="400" cy="490" rx="300" ry="112" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="500" rx="200" ry="70" fill="${rim}" opacity=".35"/>` +
    `<ellipse cx="400" cy="504" rx="186" ry="62" fill="url(#g)"/>` +
    `<path d="M150 450C190 410 270 392 330 388C260 404 200 428 170 466Z" fill="url(#h)"/>`,
  /** A platter painted with flowers in the glaze's light colour over its dark ground. */
  'painted-platter': (rim) =>
    `<ellipse cx="400" cy="500" rx="300" ry="118" fill="${rim}"/><ellipse cx="400" cy="490" rx="300" ry="112" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="500" rx="200" ry="70" fill="#f4f1ea"/>` +
    `<g fill="url(#g)"><ellipse cx="400" cy="476" rx="22" ry="36"/><ellipse cx="400" cy="524" rx="22" ry="36"/><ellipse cx="366" cy="500" rx="40" ry="16"/><ellipse cx="434" cy="500" rx="40" ry="16"/></g>` +
    `<circle cx="400" cy="500" r="14" fill="${rim}"/>` +
    `<path d="M250 500q30-40 60-20M490 480q30-20 60 20M320 550q40 20 80 12M400 438q40-8 80 10" stroke="url(#g)" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M150 450C190 410 270 392 330 388C260 404 200 428 170 466Z" fill="url(#h)"/>`,
} satisfies Record<string, Form>;
