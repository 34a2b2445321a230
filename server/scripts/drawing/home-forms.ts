import type { Form } from './svg-kit';

const leafGreen = '#4f7f3a';
const jute = '#b08d57';

/** Leaves rising from a pot whose soil line is at y. */
const foliage = (y: number) =>
  `<path d="M352 ${y}C300 ${y - 110} 250 ${y - 130} 220 ${y - 120}C260 ${y - 80} 300 ${y - 40} 352 ${y}ZM420 ${y}C430 ${y - 130} 470 ${y - 180} 520 ${y - 190}C500 ${y - 130} 460 ${y - 60} 420 ${y}ZM390 ${y}C370 ${y - 100} 380 ${y - 160} 400 ${y - 200}C420 ${y - 140} 410 ${y - 60} 390 ${y}Z" fill="${leafGreen}"/>`;

/** A bell hanging on its string from the driftwood at (x, 150) down to y. */
const bell = (rim: string, x: number, y: number) =>
  `<path d="M${x} 156V${y}" stroke="${jute}" stroke-width="3"/>` +
  `<path d="M${x - 34} ${y + 84}C${x - 34} ${y + 20} ${x - 26} ${y} ${x} ${y}S${x + 34} ${y + 20} ${x + 34} ${y + 84}Z" fill="url(#g)"/>` +
  `<ellipse cx="${x}" cy="${y + 84}" rx="34" ry="7" fill="${rim}"/><circle cx="${x}" cy="${y + 98}" r="8" fill="${rim}"/>` +
  `<path d="M${x - 22} ${y + 70}C${x - 22} ${y + 36} ${x - 16} ${y + 20} ${x - 8} ${y + 14}C${x - 12} ${y + 30} ${x - 12} ${y + 50} ${x - 12} ${y + 72}Z" fill="url(#h)"/>`;

/** Planters and decor: the forms of the home categories. */
export const homeForms = {
  planter: (rim) =>
    foliage(330) +
    `<ellipse cx="400" cy="614" rx="150" ry="22" fill="${rim}"/>` +
    `<path d="M276 376H524L490 606H310Z" fill="url(#g)"/>` +
    `<path d="M258 322H542V382H258Z" fill="url(#g)"/><path d="M258 376H542V384H258Z" fill="${rim}" opacity=".5"/>` +
    `<path d="M296 396H334L344 590H322Z" fill="url(#h)"/>`,
  /** A wide floor planter with thrown vertical ribs. */
  'ribbed-planter': (rim) =>
    foliage(300) +
    `<path d="M210 300H590C600 420 560 560 500 620H300C240 560 200 420 210 300Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="300" rx="190" ry="30" fill="${rim}"/>` +
    `<path d="M260 330C256 430 280 540 320 612M320 334C318 440 334 540 360 618M400 336V622M480 334C482 440 466 540 440 618M540 330C544 430 520 540 480 612" stroke="${rim}" stroke-width="8" fill="none" opacity=".55"/>` +
    `<path d="M236 340C236 430 256 520 296 590C262 520 250 430 256 340Z" fill="url(#h)"/>`,
  /** A round pot in a knotted jute hanger, hanging from a hook, a trailing vine over its lip. */
  'hanging-planter': (rim) =>
    `<g transform="translate(400 20) scale(.85) translate(-400 -20)">` +
    `<circle cx="400" cy="46" r="14" fill="none" stroke="#6b6b6b" stroke-width="6"/>` +
    `<path d="M400 60L262 370M400 60L400 380M400 60L538 370M262 370L400 580M538 370L400 580M400 380V580" stroke="${jute}" stroke-width="6" fill="none"/>` +
    `<circle cx="400" cy="62" r="9" fill="${jute}"/><path d="M400 580l-16 60M400 580v64M400 580l16 60" stroke="${jute}" stroke-width="5"/>` +
    foliage(360) +
    `<path d="M262 370C262 500 320 560 400 560S538 500 538 370Z" fill="url(#g)"/><ellipse cx="400" cy="370" rx="138" ry="26" fill="${rim}"/>` +
    `<path d="M520 380c40 60 30 120 50 190" stroke="${leafGreen}" stroke-width="5" fill="none"/>` +
    `<path d="M540 440c20-10 34 4 24 20-14-2-24-8-24-20ZM552 510c20-8 32 8 20 22-14-4-22-10-20-22ZM568 566c18-6 28 10 16 22-12-4-18-12-16-22Z" fill="${leafGreen}"/>` +
    `<path d="M290 400C296 470 320 510 356 530C322 500 308 460 306 400Z" fill="url(#h)"/></g>`,
  /** A round pot with a smiling face modelled on it, succulents for hair. */
  'face-planter': (rim) =>
    `<path d="M300 330c-20-60 20-90 50-60 0-60 60-70 70-20 30-50 80-20 60 30 40-10 50 40 20 60Z" fill="#6e9a52"/>` +
    `<path d="M332 300c10-30 40-30 50 0ZM400 290c10-36 46-36 56 0Z" fill="#8fbf6a"/>` +
    `<path d="M262 330H538C560 470 520 610 400 622C280 610 240 470 262 330Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="330" rx="138" ry="24" fill="${rim}"/>` +
    `<ellipse cx="345" cy="430" rx="16" ry="22" fill="#2b2320"/><ellipse cx="455" cy="430" rx="16" ry="22" fill="#2b2320"/>` +
    `<path d="M400 450q-14 40 6 44" stroke="#2b2320" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M330 520q70 64 140 0" stroke="#2b2320" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="310" cy="500" rx="22" ry="12" fill="#e98b7a" opacity=".6"/><ellipse cx="490" cy="500" rx="22" ry="12" fill="#e98b7a" opacity=".6"/>` +
    `<path d="M284 380C280 460 296 540 330 590C300 530 292 460 300 380Z" fill="url(#h)"/>`,
  /** An open oil lamp with a lit wick. */
  diya: (rim) =>
    `<path d="M212 470C240 600 560 600 588 470L650 436C630 476 606 478 588 470Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="470" rx="188" ry="36" fill="${rim}"/>` +
    `<path d="M612 436C586 400 600 356 626 322C640 360 664 396 642 432C634 444 620 446 612 436Z" fill="#f6a623"/>` +
    `<path d="M622 430C612 410 618 390 628 374C636 394 642 414 632 430Z" fill="#ffe07a"/>` +
    `<path d="M300 520C330 560 390 574 440 574" stroke="#f1c96b" stroke-width="6" fill="none" opacity=".7"/>`,
  /** Porcelain bells strung at different lengths from a driftwood bar that hangs from a hook. */
  chime: (rim) =>
    `<path d="M400 40L220 150M400 40L580 150" stroke="${jute}" stroke-width="4"/><circle cx="400" cy="40" r="10" fill="#6b6b6b"/>` +
    `<path d="M180 142C260 132 540 134 620 144L616 166C540 158 260 158 184 164Z" fill="#8a6a4a"/>` +
    bell(rim, 240, 330) +
    bell(rim, 320, 420) +
    bell(rim, 400, 300) +
    bell(rim, 480, 450) +
    bell(rim, 560, 360),
  /** A Bankura-style horse: long upright neck, tall ears, a barrel body on four straight legs. */
  horse: (rim) =>
    `<path d="M236 430c-40 30-60 90-50 150" stroke="${rim}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    `<path d="M262 470h40l-4 160h-32ZM330 480h40l-4 150h-32ZM440 480h40l4 150h-32ZM500 470h40l4 160h-32Z" fill="url(#g)"/>` +
    `<ellipse cx="400" cy="452" rx="170" ry="62" fill="url(#g)"/>` +
    `<path d="M470 440L510 220H590L580 460Z" fill="url(#g)"/>` +
    `<path d="M506 232L590 214L640 330Q630 352 604 340L560 268Z" fill="url(#g)"/>` +
    `<path d="M514 224L524 130L550 220ZM556 216L574 126L590 214Z" fill="${rim}"/>` +
    `<path d="M500 236C480 300 470 360 468 430" stroke="${rim}" stroke-width="14" fill="none" stroke-dasharray="10 8"/>` +
    `<circle cx="580" cy="262" r="8" fill="#1c1410"/>` +
    `<path d="M260 430C300 404 380 396 450 404C380 410 310 420 270 446Z" fill="url(#h)"/>`,
  /** A flat slab leaf with pressed veins and a stem, an incense stick resting in it. */
  leaf: (rim) =>
    `<path d="M170 540C250 420 470 390 650 450C570 570 360 610 170 540Z" fill="url(#g)"/>` +
    `<path d="M170 540L110 570" stroke="${rim}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M180 536C320 500 480 470 640 452" stroke="${rim}" stroke-width="5" fill="none"/>` +
    `<path d="M260 518l30-50M340 500l40-62M420 486l50-50M500 472l50-36M300 512l40 40M380 494l50 50M460 480l60 40" stroke="${rim}" stroke-width="3" fill="none" opacity=".8"/>` +
    `<path d="M470 480L560 240" stroke="#5a3a22" stroke-width="6"/><circle cx="560" cy="240" r="5" fill="#e0562b"/>` +
    `<path d="M562 232c-20-40 30-60 10-100s20-60 10-90" stroke="#9a9a9a" stroke-width="3" fill="none" opacity=".6"/>` +
    `<path d="M230 520C300 470 400 446 480 440C400 456 320 480 250 530Z" fill="url(#h)"/>`,
} satisfies Record<string, Form>;
