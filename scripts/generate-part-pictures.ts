/**
 * Draws the catalogue's product pictures into server/assets/parts/<slug>.svg.
 *
 *   npx tsx scripts/generate-part-pictures.ts
 *
 * The pictures are committed; this script is how they were made and how to change them in one style:
 * every file shares the frame (light background, soft floor shadow, 400x300 view box, a <title> with
 * the product's name) and the palette below, and differs only in the drawing of its part. It fails
 * when a catalogue product has no drawing, or a drawing no product, so pictures and data stay in step.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE_PRODUCTS, PART_PICTURE_PREFIX } from "../server/seed/catalogue";

const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/assets/parts");

const INK = "#2e3945";

/** Gradients every picture may use; referenced as url(#name). */
const GRADIENTS: Record<string, { stops: string[]; horizontal?: boolean; vertical?: boolean }> = {
  bg: { stops: ["#ffffff", "#edf1f5"], vertical: true },
  metal: { stops: ["#f5f7f9", "#b7c0c9"] },
  dark: { stops: ["#7d8893", "#4b5561"] },
  black: { stops: ["#4d5660", "#1f252c"] },
  accent: { stops: ["#f5894d", "#cc4a1e"] },
  blue: { stops: ["#4f95dc", "#225896"] },
  glass: { stops: ["#ffffff", "#cfe4f3"] },
  red: { stops: ["#f26b5f", "#a4231c"] },
  amber: { stops: ["#ffd27a", "#e8951f"] },
  brass: { stops: ["#f1d08a", "#b9852f"] },
  ceramic: { stops: ["#ffffff", "#dcdfe3"] },
  rubber: { stops: ["#5a626b", "#2a3037"] },
  // Cylinders: light band a third of the way across, darker edges.
  tubeV: { stops: ["#7e8893", "#eef1f4", "#a7b0ba", "#6b7580"], horizontal: true },
  tubeH: { stops: ["#eef1f4", "#a7b0ba", "#6b7580"], vertical: true },
  blackTubeV: { stops: ["#22282e", "#6a737d", "#343b43", "#1c2127"], horizontal: true },
  blackTubeH: { stops: ["#6a737d", "#343b43", "#1c2127"], vertical: true },
  blueTubeV: { stops: ["#1d4f87", "#6aa8e6", "#2f6db0", "#1b4a80"], horizontal: true },
  accentTubeH: { stops: ["#f7a06b", "#d9572a", "#a63a15"], vertical: true },
  paper: { stops: ["#d9c48f", "#fbf1d3", "#e4d1a0", "#c9b27a"], horizontal: true },
};

function gradientDefs(body: string): string {
  return Object.entries(GRADIENTS)
    .filter(([name]) => name === "bg" || body.includes(`url(#${name})`))
    .map(([name, { stops, horizontal, vertical }]) => {
      const direction = horizontal
        ? 'x2="1" y2="0"'
        : vertical
          ? 'x2="0" y2="1"'
          : 'x1="0" y1="0" x2="1" y2="1"';
      const offsets = stops
        .map((color, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${color}"/>`)
        .join("");
      return `<linearGradient id="${name}" ${direction}>${offsets}</linearGradient>`;
    })
    .join("");
}

interface Drawing {
  body: string;
  /** Floor shadow half-width (the part's footprint). */
  shadow?: number;
}

function picture(title: string, { body, shadow = 120 }: Drawing): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs>${gradientDefs(body)}</defs>`,
    `<rect width="400" height="300" rx="18" fill="url(#bg)"/>`,
    `<ellipse cx="200" cy="262" rx="${shadow}" ry="10" fill="${INK}" opacity=".1"/>`,
    `<g stroke="${INK}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round">${body}</g>`,
    `</svg>`,
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

// ---------------------------------------------------------------------------------------------------
// Shared pieces

const n = (value: number): string => String(Math.round(value * 10) / 10);

/** Points of a regular polygon, for hex nuts and bolt heads. */
function polygon(cx: number, cy: number, r: number, sides: number, rotation = 0): string {
  return Array.from({ length: sides }, (_, i) => {
    const a = rotation + (i * 2 * Math.PI) / sides;
    return `${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`;
  }).join(" ");
}

function hexNut(cx: number, cy: number, r: number): string {
  return `<polygon points="${polygon(cx, cy, r, 6, Math.PI / 6)}" fill="url(#metal)"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.45)}" fill="url(#dark)"/>`;
}

/** Circles spaced evenly on a ring (lug holes, bolt holes); `squash` < 1 lays the ring on an ellipse. */
function ring(
  cx: number,
  cy: number,
  r: number,
  count: number,
  holeR: number,
  fill: string,
  start = -90,
  squash = 1,
): string {
  return Array.from({ length: count }, (_, i) => {
    const a = ((start + (i * 360) / count) * Math.PI) / 180;
    return `<circle cx="${n(cx + r * Math.cos(a))}" cy="${n(cy + r * squash * Math.sin(a))}" r="${holeR}" fill="${fill}"/>`;
  }).join("");
}

/** Parallel lines, for threads, fins, pleats and radiator tubes. */
function lines(
  count: number,
  at: (i: number) => [number, number, number, number],
  stroke = INK,
  width = 1.5,
): string {
  const d = Array.from({ length: count }, (_, i) => {
    const [x1, y1, x2, y2] = at(i);
    return `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`;
  }).join("");
  return `<path d="${d}" stroke="${stroke}" stroke-width="${width}" fill="none"/>`;
}

interface Helix {
  /** Where the coils start and end along the axis, and where the axis sits across it. */
  from: number;
  to: number;
  axis: number;
  radius: number;
  coils: number;
  color: string;
  /** Colour of the coils' far halves, seen through the spring. */
  back: string;
  wire?: number;
  vertical?: boolean;
}

/**
 * A coil spring seen from the side: a helix projected with a slight slant, far halves first and
 * darker so the near halves read as in front. Returns [far, near] so a rod or a tube can go between.
 */
function helix({
  from,
  to,
  axis,
  radius,
  coils,
  color,
  back,
  wire = 9,
  vertical = false,
}: Helix): [string, string] {
  // The slant (how far a coil bulges along the axis) is a share of the pitch; both ends stay inside.
  const pitch = (to - from) / (coils + 1);
  const slant = pitch * 0.5;
  const point = (t: number): string => {
    const along = from + slant + (pitch * t) / (2 * Math.PI) - slant * Math.sin(t);
    const across = axis - radius * Math.cos(t);
    return vertical ? `${n(across)} ${n(along)}` : `${n(along)} ${n(across)}`;
  };
  const half = (start: number): string => {
    const steps = 8;
    return (
      `M${point(start)}` +
      Array.from({ length: steps }, (_, i) => `L${point(start + ((i + 1) * Math.PI) / steps)}`).join("")
    );
  };
  let near = "";
  let far = "";
  for (let i = 0; i < coils; i++) {
    near += half(i * 2 * Math.PI);
    far += half(i * 2 * Math.PI + Math.PI);
  }
  const stroke = (d: string, c: string, w: number) =>
    `<path d="${d}" fill="none" stroke="${c}" stroke-width="${n(w)}" stroke-linejoin="round"/>`;
  return [
    stroke(far, INK, wire + 4) + stroke(far, back, wire),
    stroke(near, INK, wire + 5) + stroke(near, color, wire),
  ];
}

/** A vertical cylinder seen slightly from above: body, bottom curve and top ellipse. */
function cylinderV(
  cx: number,
  top: number,
  bottom: number,
  rx: number,
  ry: number,
  fill: string,
  topFill: string,
): string {
  return (
    `<path d="M${cx - rx} ${top}V${bottom}A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom}V${top}Z" fill="${fill}"/>` +
    `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${topFill}"/>`
  );
}

/** A spark plug pointing right from its terminal at (x, cy); `band` colours the insulator ring. */
function sparkPlug(x: number, cy: number, band: string, tip: "fine" | "double"): string {
  const ins = x + 22;
  return [
    // terminal nut
    `<rect x="${x}" y="${cy - 8}" width="26" height="16" rx="4" fill="url(#metal)"/>`,
    // ribbed ceramic insulator
    `<path d="M${ins} ${cy - 15}H${ins + 88}L${ins + 96} ${cy - 19}V${cy + 19}L${ins + 88} ${cy + 15}H${ins}Z" fill="url(#ceramic)"/>`,
    lines(5, (i) => [ins + 10 + i * 12, cy - 15, ins + 10 + i * 12, cy + 15], "#b8bec6", 2),
    `<rect x="${ins + 66}" y="${cy - 15}" width="12" height="30" fill="${band}" stroke-width="1.5"/>`,
    // hex shell
    `<rect x="${ins + 96}" y="${cy - 24}" width="34" height="48" rx="3" fill="url(#metal)"/>`,
    `<path d="M${ins + 96} ${cy - 8}H${ins + 130}M${ins + 96} ${cy + 8}H${ins + 130}" stroke-width="1.5"/>`,
    // gasket and threaded shell
    `<rect x="${ins + 130}" y="${cy - 18}" width="8" height="36" rx="2" fill="url(#brass)"/>`,
    `<rect x="${ins + 138}" y="${cy - 13}" width="46" height="26" fill="url(#tubeH)"/>`,
    lines(8, (i) => [ins + 142 + i * 5.5, cy - 13, ins + 145 + i * 5.5, cy + 13], INK, 1.2),
    // electrodes
    tip === "fine"
      ? `<path d="M${ins + 184} ${cy}h9" stroke-width="3"/><path d="M${ins + 184} ${cy + 11}h16v-15" fill="none" stroke-width="4"/>`
      : `<path d="M${ins + 184} ${cy}h9" stroke-width="5"/><path d="M${ins + 184} ${cy + 11}h16v-15" fill="none" stroke-width="5"/><circle cx="${ins + 194}" cy="${cy}" r="2.5" fill="#fff" stroke-width="1"/>`,
  ].join("");
}

function beamWiper(length: number): string {
  const x1 = 200 - length / 2;
  const x2 = 200 + length / 2;
  return `<g transform="rotate(-12 200 150)">
<path d="M${x1} 160L${x2} 160" stroke-width="12"/><path d="M${x1 + 2} 160L${x2 - 2} 160" stroke="#3a4149" stroke-width="7"/>
<path d="M${x1} 154C${x1 + 30} 146 ${x1 + 60} 136 200 132C${x2 - 60} 136 ${x2 - 30} 146 ${x2} 154Z" fill="url(#black)"/>
<path d="M${x1 + 40} 148C${x1 + 80} 140 160 137 200 136" fill="none" stroke="#7b848e" stroke-width="2"/>
<rect x="178" y="120" width="44" height="30" rx="7" fill="url(#dark)"/>
<rect x="188" y="126" width="24" height="12" rx="3" fill="url(#accent)"/>
<path d="M${x1} 154v7M${x2} 154v7" stroke-width="3"/>
</g>`;
}

/** A rotor laid at an angle, its hat toward the viewer: vented (fins at the edge) or solid with a drum hat. */
function angledRotor(vented: boolean): string {
  const fins = vented
    ? lines(
        28,
        (i) => {
          const x = 92 + i * 8;
          return [x, 206, x, 218];
        },
        "#3b434c",
        2,
      )
    : "";
  const hat = vented
    ? `<ellipse cx="200" cy="146" rx="54" ry="30" fill="url(#dark)"/>`
    : `<path d="M140 146V120A60 32 0 0 1 260 120V146Z" fill="url(#black)"/><ellipse cx="200" cy="120" rx="60" ry="32" fill="url(#dark)"/>`;
  return `<ellipse cx="200" cy="162" rx="112" ry="58" fill="url(#dark)"/>
<rect x="88" y="150" width="224" height="64" fill="url(#dark)"/>${fins}
<ellipse cx="200" cy="150" rx="112" ry="58" fill="url(#metal)"/>
<ellipse cx="200" cy="150" rx="88" ry="45" fill="none" stroke="#c8ced5" stroke-width="1.5"/>
${hat}${ring(200, vented ? 146 : 120, 30, 5, 5, "#f5f7f9", -90, 0.55)}`;
}

/** Two pads of one axle's set standing side by side, in a friction material's colour. */
function padPair(friction: string): string {
  return [
    [60, 96],
    [206, 116],
  ]
    .map(
      ([x, y]) => `<g transform="translate(${x} ${y})">
<path d="M0 30Q66 -6 134 30V104Q66 80 0 104Z" fill="url(#dark)"/>
<path d="M12 40Q66 12 122 40V94Q66 74 12 94Z" fill="${friction}"/>
<path d="M67 26V84" stroke="#3b4148" stroke-width="3"/>
</g>`,
    )
    .join("");
}

/** One axle's hardware: two abutment clips, two anti-rattle springs and two slide pins. */
function hardwareKit(clip: string): string {
  const clips = [90, 150]
    .map(
      (x) =>
        `<path d="M${x} 90h40v16h-10v70h10v16h-40v-16h10v-70h-10Z" fill="${clip}" stroke="${INK}" stroke-width="2"/>`,
    )
    .join("");
  const springs = [110, 160]
    .map((y) =>
      helix({
        from: 220,
        to: 320,
        axis: y,
        radius: 10,
        coils: 6,
        color: "#f5f7f9",
        back: "#9aa3ac",
        wire: 4,
      }).join(""),
    )
    .join("");
  const pins = [210, 236]
    .map(
      (y) =>
        `<rect x="210" y="${y}" width="110" height="14" rx="7" fill="url(#metal)" stroke="${INK}" stroke-width="1.5"/>`,
    )
    .join("");
  return clips + springs + pins;
}

// ---------------------------------------------------------------------------------------------------
// One drawing per product, keyed by the picture's slug.

const DRAWINGS: Record<string, Drawing> = {
  "ceramic-brake-pads": {
    shadow: 130,
    body: [0, 1]
      .map((k) => {
        const dx = k === 0 ? 18 : -18;
        const dy = k === 0 ? -34 : 22;
        return `<g transform="translate(${dx} ${dy})">
<path d="M62 140Q200 70 338 140L330 156L318 160L308 206Q200 160 92 206L82 160L70 156Z" fill="url(#dark)"/>
<path d="M96 150Q200 100 304 150L298 194Q200 156 102 194Z" fill="${k === 0 ? "#5f656c" : "#6b7178"}"/>
<path d="M200 122V172" stroke="#3b4148" stroke-width="3"/>
<path d="M96 150Q200 100 304 150" fill="none" stroke="#8d949c" stroke-width="2"/>
<circle cx="76" cy="148" r="5" fill="#fff"/><circle cx="324" cy="148" r="5" fill="#fff"/>
</g>`;
      })
      .join(""),
  },

  "rear-brake-pad-set": {
    shadow: 140,
    body: [
      [70, 100],
      [210, 130],
    ]
      .map(
        ([x, y]) => `<g transform="translate(${x} ${y})">
<path d="M0 18Q0 0 18 0H102Q120 0 120 18V92Q120 110 102 110H18Q0 110 0 92Z" fill="url(#dark)"/>
<path d="M12 26Q12 12 26 12H94Q108 12 108 26V84Q108 98 94 98H26Q12 98 12 84Z" fill="#54595f"/>
<path d="M60 12V98" stroke="#3b4148" stroke-width="3"/>
<path d="M98 -2l18 0l0 22" fill="none" stroke="#9aa3ac" stroke-width="4"/>
</g>`,
      )
      .join(""),
  },

  "vented-brake-disc": {
    shadow: 100,
    body: `<circle cx="212" cy="146" r="106" fill="url(#dark)"/>
${lines(
  36,
  (i) => {
    const a = (i * Math.PI * 2) / 36;
    return [212 + 96 * Math.cos(a), 146 + 96 * Math.sin(a), 212 + 106 * Math.cos(a), 146 + 106 * Math.sin(a)];
  },
  "#3b434c",
  2,
)}
<circle cx="200" cy="142" r="106" fill="url(#metal)"/>
<circle cx="200" cy="142" r="84" fill="none" stroke="#c8ced5" stroke-width="1.5"/>
<circle cx="200" cy="142" r="66" fill="none" stroke="#c8ced5" stroke-width="1.5"/>
<circle cx="200" cy="142" r="52" fill="url(#dark)"/>
${ring(200, 142, 32, 5, 6.5, "#f5f7f9")}
<circle cx="200" cy="142" r="15" fill="#f5f7f9"/>`,
  },

  "drilled-brake-rotor": {
    shadow: 100,
    body: `<circle cx="212" cy="146" r="106" fill="url(#dark)"/>
<circle cx="200" cy="142" r="106" fill="url(#metal)"/>
${[0, 1, 2].map((row) => ring(200, 142, 66 + row * 13, 12, 3.6, "#4b5561", -90 + row * 9)).join("")}
${lines(
  6,
  (i) => {
    const a = ((i * 60 + 30) * Math.PI) / 180;
    const b = a + 0.35;
    return [200 + 62 * Math.cos(a), 142 + 62 * Math.sin(a), 200 + 100 * Math.cos(b), 142 + 100 * Math.sin(b)];
  },
  "#6b7580",
  3,
)}
<circle cx="200" cy="142" r="54" fill="url(#black)"/>
${ring(200, 142, 32, 5, 6.5, "#f5f7f9")}
<circle cx="200" cy="142" r="15" fill="#f5f7f9"/>`,
  },

  "front-brake-rotor": { shadow: 120, body: angledRotor(true) },
  "rear-brake-rotor": { shadow: 120, body: angledRotor(false) },
  "truck-brake-pads": { shadow: 140, body: padPair("#4a4f55") },
  "rear-ceramic-pads": { shadow: 140, body: padPair("#8d8f93") },
  "front-hardware-kit": { shadow: 140, body: hardwareKit("url(#metal)") },
  "rear-hardware-kit": { shadow: 140, body: hardwareKit("url(#brass)") },

  "front-brake-caliper": {
    shadow: 120,
    body: `<path d="M96 206Q92 168 110 150H290Q308 168 304 206Q300 224 280 224H120Q100 224 96 206Z" fill="url(#metal)"/>
<circle cx="118" cy="202" r="10" fill="url(#dark)"/><circle cx="282" cy="202" r="10" fill="url(#dark)"/>
<path d="M100 120Q100 78 140 74H260Q300 78 300 120V168Q300 190 278 190H246L236 170H164L154 190H122Q100 190 100 168Z" fill="url(#accent)"/>
<path d="M126 104Q126 92 140 92H260Q274 92 274 104V140Q274 150 262 150H138Q126 150 126 140Z" fill="#e36a35" stroke="#a63a15" stroke-width="2"/>
<path d="M128 158Q200 150 272 158" fill="none" stroke="#a63a15" stroke-width="2"/>
${hexNut(112, 92, 11)}${hexNut(288, 92, 11)}
<rect x="232" y="48" width="14" height="28" rx="3" fill="url(#metal)"/><rect x="228" y="40" width="22" height="10" rx="3" fill="url(#black)"/>
<path d="M150 74V58H176V74" fill="url(#metal)"/>`,
  },

  "brake-fluid-dot4": {
    shadow: 70,
    body: `<path d="M142 110Q142 88 166 80L178 74V56H222V74L234 80Q258 88 258 110V238Q258 252 244 252H156Q142 252 142 238Z" fill="url(#ceramic)"/>
<rect x="172" y="30" width="56" height="30" rx="5" fill="url(#amber)"/>
${lines(6, (i) => [180 + i * 8, 34, 180 + i * 8, 56], "#b8781c", 2)}
<rect x="142" y="128" width="116" height="92" fill="url(#blue)"/>
<path d="M200 144C190 160 184 170 184 178A16 16 0 0 0 216 178C216 170 210 160 200 144Z" fill="#fff" stroke="none"/>
<rect x="160" y="202" width="80" height="7" rx="3" fill="#fff" stroke="none"/>
<path d="M150 112V230" stroke="#fff" stroke-width="6" opacity=".7"/>`,
  },

  "spin-on-oil-filter": {
    shadow: 84,
    body: `${cylinderV(200, 88, 232, 74, 22, "url(#blueTubeV)", "url(#metal)")}
<path d="M126 104A74 22 0 0 0 274 104" fill="none" stroke="#123a66" stroke-width="2"/>
<rect x="126" y="140" width="148" height="46" fill="#fff" opacity=".92"/>
<path d="M148 156H252M148 170H226" stroke="#225896" stroke-width="5"/>
${lines(15, (i) => [136 + i * 9.2, 206, 136 + i * 9.2, 238], "#123a66", 2)}
<ellipse cx="200" cy="88" rx="52" ry="14" fill="url(#rubber)"/>
<ellipse cx="200" cy="88" rx="40" ry="10" fill="url(#metal)"/>
${ring(200, 88, 28, 8, 2.6, "#4b5561", -90, 0.25)}
<ellipse cx="200" cy="88" rx="12" ry="4" fill="url(#black)"/>`,
  },

  "cartridge-oil-filter": {
    shadow: 70,
    body: `${cylinderV(200, 74, 222, 58, 16, "url(#paper)", "url(#paper)")}
${lines(23, (i) => [145 + i * 5, 82, 145 + i * 5, 228], "#bfa66c", 1.4)}
<path d="M142 70V62A58 16 0 0 1 258 62V70A58 16 0 0 1 142 70Z" fill="url(#black)"/>
<ellipse cx="200" cy="62" rx="58" ry="16" fill="#434b54"/>
<ellipse cx="200" cy="62" rx="22" ry="6" fill="#fbf1d3"/>
<path d="M142 224V216A58 16 0 0 0 258 216V224A58 16 0 0 1 142 224Z" fill="url(#black)"/>
<ellipse cx="316" cy="214" rx="34" ry="10" fill="none" stroke="#2a3037" stroke-width="6"/>
<ellipse cx="316" cy="232" rx="24" ry="7" fill="none" stroke="#2a3037" stroke-width="5"/>`,
  },

  "engine-air-filter": {
    shadow: 150,
    body: `<path d="M70 190L330 190L330 206Q330 214 322 214H78Q70 214 70 206Z" fill="url(#black)"/>
<rect x="70" y="70" width="260" height="124" rx="10" fill="url(#black)"/>
<rect x="86" y="84" width="228" height="96" rx="3" fill="#f6f2e4"/>
${lines(25, (i) => [92 + i * 9, 86, 92 + i * 9, 178], "#c8bfa4", 3)}
${lines(25, (i) => [96.5 + i * 9, 86, 96.5 + i * 9, 178], "#fffdf5", 2)}`,
  },

  "cabin-air-filter": {
    shadow: 120,
    body: `<path d="M104 206L296 206L300 226H100Z" fill="#2f353c"/>
<rect x="100" y="64" width="200" height="146" rx="6" fill="#e8eaec"/>
<rect x="110" y="74" width="180" height="126" fill="#3d434a"/>
${lines(15, (i) => [110, 80 + i * 8.2, 290, 80 + i * 8.2], "#6a727b", 2.5)}
<path d="M210 96L236 118H222V152H198V118H184Z" fill="#fff" stroke="none" opacity=".9"/>`,
  },

  "diesel-fuel-filter": {
    shadow: 70,
    body: `${cylinderV(200, 70, 214, 60, 16, "url(#tubeV)", "url(#dark)")}
<ellipse cx="200" cy="70" rx="42" ry="11" fill="url(#metal)"/>
<ellipse cx="200" cy="70" rx="16" ry="4.5" fill="url(#black)"/>
<path d="M140 96A60 16 0 0 0 260 96" fill="none" stroke-width="2"/>
<rect x="140" y="128" width="120" height="44" fill="url(#amber)"/>
<path d="M156 144H244M156 158H214" stroke="#8a5a12" stroke-width="5"/>
<rect x="188" y="228" width="24" height="16" rx="3" fill="url(#amber)"/>
<path d="M184 246H216" stroke-width="5"/>`,
  },

  "iridium-spark-plug": {
    shadow: 130,
    body: `<g transform="rotate(-14 200 150) translate(200 150) scale(1.35) translate(-195 -150)">${sparkPlug(80, 150, "#c62f2a", "fine")}</g>`,
  },

  "platinum-spark-plug": {
    shadow: 140,
    body: [-54, 50]
      .map(
        (dy) =>
          `<g transform="translate(200 ${150 + dy}) rotate(-8) scale(1.2) translate(-195 -150)">${sparkPlug(80, 150, "#225896", "double")}</g>`,
      )
      .join(""),
  },

  "ignition-coil-pack": {
    shadow: 90,
    body: `<rect x="186" y="120" width="28" height="92" fill="url(#blackTubeV)"/>
<path d="M180 208H220L224 232Q224 246 200 246Q176 246 176 232Z" fill="url(#rubber)"/>
${lines(3, (i) => [178, 216 + i * 8, 222, 216 + i * 8], "#1f252c", 2)}
<path d="M120 70Q120 54 136 54H262Q278 54 278 70V112Q278 128 262 128H136Q120 128 120 112Z" fill="url(#black)"/>
<path d="M278 74H306Q314 74 314 82V104Q314 112 306 112H278Z" fill="url(#dark)"/>
<rect x="296" y="82" width="12" height="22" rx="2" fill="#2a3037"/>
<path d="M120 88H92Q80 88 80 100Q80 112 92 112H120Z" fill="url(#black)"/>
<circle cx="94" cy="100" r="6" fill="url(#metal)"/>
<path d="M138 68H260" stroke="#7b848e" stroke-width="2"/>`,
  },

  "pencil-ignition-coil": {
    shadow: 140,
    body: `<g transform="rotate(-10 200 150)">
<rect x="120" y="136" width="170" height="26" fill="url(#blackTubeH)"/>
<path d="M286 132H318L340 140V158L318 166H286Z" fill="url(#rubber)"/>
${lines(3, (i) => [296 + i * 10, 133, 296 + i * 10, 165], "#1f252c", 2)}
<path d="M52 112Q52 100 64 100H128Q140 100 140 112V186Q140 198 128 198H64Q52 198 52 186Z" fill="url(#black)"/>
<path d="M72 100V78Q72 70 80 70H112Q120 70 120 78V100Z" fill="url(#dark)"/>
<rect x="84" y="76" width="24" height="10" rx="2" fill="#2a3037"/>
<path d="M140 150H158" stroke-width="4"/>
</g>`,
  },

  "front-strut-assembly": (() => {
    const [far, near] = helix({
      from: 90,
      to: 228,
      axis: 150,
      radius: 54,
      coils: 4,
      color: "#e0622f",
      back: "#9c3714",
      wire: 10,
    });
    return {
      shadow: 150,
      body: `<g transform="rotate(-6 200 150)">
${far}
<rect x="88" y="142" width="100" height="16" fill="url(#tubeH)"/>
<rect x="180" y="128" width="140" height="44" rx="4" fill="url(#blackTubeH)"/>
<rect x="226" y="90" width="12" height="120" rx="4" fill="url(#dark)"/>
<rect x="300" y="116" width="58" height="68" rx="8" fill="url(#dark)"/>
<circle cx="334" cy="134" r="7" fill="#f5f7f9"/><circle cx="334" cy="166" r="7" fill="#f5f7f9"/>
${near}
<rect x="78" y="88" width="12" height="124" rx="4" fill="url(#dark)"/>
<path d="M48 104Q48 96 56 96H78V204H56Q48 204 48 196Z" fill="url(#rubber)"/>
<path d="M48 150H30M48 122H36M48 178H36" stroke-width="5"/>
</g>`,
    };
  })(),

  "rear-shock-absorber": {
    shadow: 150,
    body: `<g transform="rotate(-8 200 150)">
<rect x="90" y="143" width="110" height="14" fill="url(#tubeH)"/>
<rect x="186" y="124" width="150" height="52" rx="6" fill="url(#accentTubeH)"/>
<rect x="232" y="124" width="60" height="52" fill="url(#blackTubeH)"/>
<path d="M336 138H350M336 162H350" stroke-width="3"/>
<circle cx="360" cy="150" r="22" fill="url(#metal)"/><circle cx="360" cy="150" r="13" fill="url(#rubber)"/><circle cx="360" cy="150" r="5" fill="#f5f7f9"/>
<rect x="176" y="128" width="12" height="44" rx="3" fill="url(#dark)"/>
<circle cx="70" cy="150" r="22" fill="url(#metal)"/><circle cx="70" cy="150" r="13" fill="url(#rubber)"/><circle cx="70" cy="150" r="5" fill="#f5f7f9"/>
<path d="M88 142H96V158H88" fill="url(#metal)"/>
</g>`,
  },

  "front-coil-spring": {
    shadow: 140,
    body: `<g transform="rotate(-8 200 150)">${helix({ from: 64, to: 336, axis: 150, radius: 64, coils: 6, color: "#e0622f", back: "#9c3714", wire: 11 }).join("")}</g>`,
  },

  "sway-bar-end-link": {
    shadow: 140,
    body: `<rect x="100" y="142" width="200" height="16" rx="6" fill="url(#tubeH)"/>
<rect x="160" y="134" width="80" height="32" rx="4" fill="url(#black)"/>
${[
  [86, 150, -1],
  [314, 150, 1],
]
  .map(([x, y, s]) => {
    const cx = x!;
    const up = s! < 0;
    const edge = (d: number) => (up ? y! - d : y! + d);
    return `<rect x="${cx - 7}" y="${up ? edge(100) : edge(44)}" width="14" height="56" fill="url(#tubeV)"/>
${lines(7, (i) => [cx - 7, (up ? edge(98) : edge(70)) + i * 4, cx + 7, (up ? edge(96) : edge(68)) + i * 4], INK, 1.2)}
<rect x="${cx - 16}" y="${up ? edge(58) : edge(46)}" width="32" height="12" rx="2" fill="url(#metal)"/>
<path d="M${cx - 10} ${up ? edge(56) : edge(48)}v8M${cx + 10} ${up ? edge(56) : edge(48)}v8" stroke-width="1.5"/>
<path d="M${cx - 20} ${edge(16)}L${cx - 9} ${edge(44)}H${cx + 9}L${cx + 20} ${edge(16)}Z" fill="url(#rubber)"/>
<circle cx="${cx}" cy="${y}" r="26" fill="url(#metal)"/>
<circle cx="${cx}" cy="${y}" r="9" fill="url(#dark)"/>`;
  })
  .join("")}`,
  },

  "lower-control-arm": {
    shadow: 140,
    body: `<path d="M86 104Q70 104 70 120Q72 134 88 138L230 178Q250 196 262 210Q276 226 300 214L318 196Q330 176 312 162L128 102Q108 96 86 104Z" fill="url(#black)"/>
<path d="M150 214Q136 226 150 236L248 212L236 186Z" fill="url(#black)"/>
<path d="M118 118L290 176" stroke="#6a737d" stroke-width="3"/>
<circle cx="92" cy="121" r="30" fill="url(#metal)"/><circle cx="92" cy="121" r="19" fill="url(#rubber)"/><circle cx="92" cy="121" r="8" fill="#f5f7f9"/>
<circle cx="148" cy="226" r="24" fill="url(#metal)"/><circle cx="148" cy="226" r="15" fill="url(#rubber)"/><circle cx="148" cy="226" r="6" fill="#f5f7f9"/>
<path d="M286 160Q306 130 326 160Z" fill="url(#rubber)"/>
<rect x="299" y="112" width="14" height="36" fill="url(#tubeV)"/>
<circle cx="306" cy="186" r="28" fill="url(#metal)"/><circle cx="306" cy="186" r="14" fill="url(#dark)"/>`,
  },

  "h11-halogen-bulb": {
    shadow: 120,
    body: `<path d="M70 134Q70 120 84 120H176V180H84Q70 180 70 166Z" fill="url(#glass)"/>
<path d="M62 150Q62 144 70 144V156Q62 156 62 150Z" fill="url(#dark)"/>
<path d="M102 150H110M150 150H160" stroke-width="2"/>
<path d="M110 150q3-8 6 0t6 0t6 0t6 0t6 0t6 0t6 0" fill="none" stroke="#e8951f" stroke-width="2.5"/>
<path d="M84 128H168" stroke="#fff" stroke-width="4"/>
<rect x="176" y="112" width="24" height="76" rx="3" fill="url(#metal)"/>
<path d="M200 98L220 92V208L200 202Z" fill="url(#black)"/>
<rect x="220" y="124" width="60" height="52" rx="4" fill="url(#black)"/>
<path d="M250 176V232Q250 240 258 240H296Q304 240 304 232V176Z" fill="url(#black)"/>
<rect x="264" y="228" width="26" height="12" rx="2" fill="#2a3037"/>`,
  },

  "led-headlight-bulb": {
    shadow: 140,
    body: `<rect x="56" y="140" width="78" height="20" rx="3" fill="url(#metal)"/>
<rect x="70" y="136" width="12" height="8" fill="#ffd75e"/><rect x="92" y="136" width="12" height="8" fill="#ffd75e"/>
<rect x="70" y="156" width="12" height="8" fill="#ffd75e"/><rect x="92" y="156" width="12" height="8" fill="#ffd75e"/>
<rect x="134" y="116" width="22" height="68" rx="3" fill="url(#black)"/>
<path d="M156 126L166 118V182L156 174Z" fill="url(#dark)"/>
<rect x="166" y="110" width="124" height="80" rx="8" fill="url(#dark)"/>
${lines(11, (i) => [176 + i * 10.5, 104, 176 + i * 10.5, 196], INK, 6)}
${lines(11, (i) => [176 + i * 10.5, 105, 176 + i * 10.5, 195], "#c5ccd3", 3.5)}
<path d="M290 150C320 150 310 200 350 204" fill="none" stroke-width="7"/>
<rect x="340" y="194" width="26" height="20" rx="4" fill="url(#black)"/>`,
  },

  "led-tail-light": {
    shadow: 80,
    body: `<path d="M150 32H244Q258 32 258 46V236Q258 252 242 252H168Q152 252 150 236L142 48Q142 32 150 32Z" fill="url(#black)"/>
<path d="M156 44H242Q246 44 246 50V150H152L150 52Q150 44 156 44Z" fill="url(#red)"/>
<path d="M152 150H246V188H154Z" fill="url(#glass)"/>
<path d="M154 188H246V234Q246 240 240 240H170Q158 240 156 230Z" fill="url(#red)"/>
${lines(5, (i) => [172, 62 + i * 18, 228, 62 + i * 18], "#ffb4ac", 4)}
${lines(3, (i) => [172, 200 + i * 12, 228, 200 + i * 12], "#ffb4ac", 4)}
<path d="M170 162H228M170 176H228" stroke="#9fb8c9" stroke-width="2"/>`,
  },

  "fog-light-assembly": {
    shadow: 110,
    body: `<path d="M92 150Q84 96 112 96H134M308 150Q316 96 288 96H266" fill="none" stroke-width="10"/>
<circle cx="100" cy="110" r="12" fill="url(#black)"/><circle cx="300" cy="110" r="12" fill="url(#black)"/>
<circle cx="210" cy="158" r="92" fill="url(#black)"/>
<circle cx="200" cy="152" r="90" fill="url(#metal)"/>
<circle cx="200" cy="152" r="74" fill="url(#glass)"/>
${[50, 36, 22].map((r) => `<circle cx="200" cy="152" r="${r}" fill="none" stroke="#a9c4d8" stroke-width="2"/>`).join("")}
<circle cx="200" cy="152" r="11" fill="url(#amber)"/>
<path d="M148 112Q168 94 196 92" fill="none" stroke="#fff" stroke-width="6"/>`,
  },

  "headlight-assembly": {
    shadow: 160,
    body: `<path d="M40 176L98 102Q112 88 136 86L340 72Q362 72 362 92L352 130Q344 160 312 176L96 214Q50 220 40 176Z" fill="url(#black)"/>
<path d="M60 172L108 110Q118 100 136 98L334 86Q348 86 346 100L338 128Q332 150 306 162L98 198Q66 202 60 172Z" fill="url(#glass)"/>
<circle cx="272" cy="126" r="30" fill="url(#dark)"/><circle cx="272" cy="126" r="20" fill="url(#glass)"/><circle cx="266" cy="120" r="6" fill="#fff" stroke="none"/>
<circle cx="186" cy="140" r="32" fill="url(#metal)"/><circle cx="186" cy="140" r="12" fill="url(#amber)"/>
<path d="M84 184L300 150Q320 146 330 130" fill="none" stroke="#fff" stroke-width="6"/>
<path d="M84 184L300 150Q320 146 330 130" fill="none" stroke="#ffd27a" stroke-width="2"/>
<path d="M112 112L334 94" stroke="#fff" stroke-width="3" opacity=".9"/>`,
  },

  "aluminum-radiator": {
    shadow: 150,
    body: `<rect x="54" y="58" width="32" height="192" rx="6" fill="url(#metal)"/>
<rect x="314" y="58" width="32" height="192" rx="6" fill="url(#metal)"/>
<rect x="86" y="66" width="228" height="176" fill="#dfe4e9"/>
${lines(21, (i) => [86, 70 + i * 8.4, 314, 70 + i * 8.4], "#9aa4ae", 2.5)}
${lines(28, (i) => [92 + i * 8, 66, 88 + i * 8, 242], "#c2c9d0", 1)}
<rect x="86" y="66" width="228" height="176" fill="none"/>
<path d="M346 86H372V112H346" fill="url(#tubeH)"/>
<path d="M54 214H28V240H54" fill="url(#tubeH)"/>
<rect x="60" y="36" width="20" height="22" rx="3" fill="url(#metal)"/><rect x="54" y="28" width="32" height="10" rx="4" fill="url(#dark)"/>`,
  },

  "water-pump": {
    shadow: 110,
    body: `<path d="M120 98Q126 70 160 64L230 58Q284 58 300 96L318 92Q334 94 330 112L320 190Q314 214 282 226L180 240Q150 244 126 224L100 230Q84 228 88 212L96 150Z" fill="url(#metal)"/>
<circle cx="110" cy="216" r="8" fill="#f5f7f9"/><circle cx="320" cy="106" r="8" fill="#f5f7f9"/><circle cx="150" cy="80" r="8" fill="#f5f7f9"/>
<circle cx="208" cy="150" r="62" fill="url(#dark)"/>
<circle cx="208" cy="150" r="46" fill="url(#metal)"/>
${ring(208, 150, 30, 4, 6, "url(#black)", -45)}
<circle cx="208" cy="150" r="13" fill="url(#dark)"/>
<g transform="rotate(28 300 212)"><rect x="276" y="200" width="70" height="24" fill="url(#tubeH)"/><rect x="330" y="196" width="10" height="32" rx="3" fill="url(#metal)"/></g>`,
  },

  "thermostat-and-gasket": (() => {
    const [far, near] = helix({
      from: 160,
      to: 226,
      axis: 166,
      radius: 24,
      coils: 4,
      color: "#e3e7eb",
      back: "#8e98a3",
      wire: 5,
      vertical: true,
    });
    return {
      shadow: 150,
      body: `<path d="M140 150V232H192V150" fill="none" stroke-width="9"/>
<path d="M140 150V232H192V150" fill="none" stroke="#c2c9d0" stroke-width="5"/>
${far}
<rect x="154" y="160" width="24" height="58" rx="6" fill="url(#brass)"/>
${near}
<ellipse cx="166" cy="150" rx="78" ry="16" fill="url(#brass)"/>
<ellipse cx="166" cy="150" rx="40" ry="8" fill="url(#dark)"/>
<path d="M110 148Q118 68 166 68Q214 68 222 148" fill="none" stroke-width="9"/>
<path d="M110 148Q118 68 166 68Q214 68 222 148" fill="none" stroke="#e3e7eb" stroke-width="5"/>
<path d="M166 68V146" stroke-width="5"/>
<ellipse cx="310" cy="196" rx="52" ry="14" fill="none" stroke="${INK}" stroke-width="14"/>
<ellipse cx="310" cy="196" rx="52" ry="14" fill="none" stroke="#3d434a" stroke-width="10"/>`,
    };
  })(),

  "radiator-fan-motor": {
    shadow: 130,
    body: `<rect x="84" y="34" width="232" height="224" rx="20" fill="url(#black)"/>
<circle cx="200" cy="146" r="100" fill="#2b3138"/>
<circle cx="200" cy="146" r="100" fill="none" stroke="#4d5660" stroke-width="4"/>
${Array.from({ length: 7 }, (_, i) => `<path d="M200 146C214 114 246 92 284 100C290 120 276 140 214 152Z" fill="url(#dark)" transform="rotate(${(i * 360) / 7} 200 146)"/>`).join("")}
<circle cx="200" cy="146" r="30" fill="url(#black)"/>
<circle cx="200" cy="146" r="16" fill="url(#metal)"/>
<rect x="290" y="230" width="36" height="20" rx="4" fill="url(#dark)"/>`,
  },

  "agm-battery-h6": {
    shadow: 140,
    body: `<path d="M70 108L110 80H330L290 108Z" fill="url(#dark)"/>
<path d="M290 108L330 80V222L290 250Z" fill="#1c2127"/>
<rect x="70" y="108" width="220" height="142" fill="url(#black)"/>
<rect x="70" y="142" width="220" height="54" fill="url(#accent)"/>
<path d="M92 216H180" stroke="#7b848e" stroke-width="5"/>
${cylinderV(118, 82, 94, 13, 5, "url(#red)", "#f58f86")}
${cylinderV(262, 74, 86, 13, 5, "url(#black)", "#6a737d")}
<path d="M110 62H126M118 54V70" stroke="#c62f2a" stroke-width="5"/>
<path d="M254 54H270" stroke-width="5"/>
<path d="M160 96Q200 70 240 96" fill="none" stroke-width="8"/><path d="M160 96Q200 70 240 96" fill="none" stroke="#4d5660" stroke-width="4"/>
<path d="M132 169H158M145 156V182M230 169H256" stroke="#fff" stroke-width="5"/>`,
  },

  "alternator-150a": {
    shadow: 120,
    body: `${[
      [100, 64],
      [306, 226],
    ]
      .map(
        ([x, y]) =>
          `<path d="M200 150L${x} ${y}" stroke-width="36"/><path d="M200 150L${x} ${y}" stroke="#dfe4e9" stroke-width="31"/><circle cx="${x}" cy="${y}" r="7" fill="#f5f7f9"/>`,
      )
      .join("")}
<circle cx="200" cy="150" r="106" fill="url(#metal)"/>
${Array.from({ length: 12 }, (_, i) => `<rect x="193" y="60" width="14" height="34" rx="4" fill="url(#black)" transform="rotate(${i * 30} 200 150)"/>`).join("")}
<circle cx="200" cy="150" r="48" fill="url(#black)"/>
${[40, 33, 26].map((r) => `<circle cx="200" cy="150" r="${r}" fill="none" stroke="#6a737d" stroke-width="2"/>`).join("")}
${hexNut(200, 150, 14)}
<rect x="292" y="104" width="26" height="14" rx="3" fill="url(#brass)" transform="rotate(-20 305 111)"/>`,
  },

  "starter-motor": {
    shadow: 150,
    body: `<path d="M98 104H130V216H98Q78 216 70 196L66 178H50V142H66L70 124Q78 104 98 104Z" fill="url(#metal)"/>
<rect x="30" y="146" width="24" height="28" rx="2" fill="url(#dark)"/>
${lines(5, (i) => [32 + i * 5, 146, 32 + i * 5, 174], INK, 1.5)}
<path d="M110 104V84Q110 76 118 76H132V104Z" fill="url(#metal)"/><circle cx="121" cy="90" r="5" fill="#f5f7f9"/>
<rect x="130" y="148" width="200" height="80" rx="10" fill="url(#blackTubeH)"/>
<rect x="130" y="84" width="170" height="58" rx="8" fill="url(#tubeH)"/>
<rect x="300" y="90" width="20" height="46" rx="4" fill="url(#dark)"/>
<circle cx="310" cy="102" r="6" fill="url(#brass)"/><circle cx="310" cy="124" r="6" fill="url(#brass)"/>
<rect x="330" y="158" width="22" height="60" rx="6" fill="url(#dark)"/>
<path d="M330 172H352M330 204H352" stroke-width="1.5"/>`,
  },

  "mini-blade-fuse-10a": {
    shadow: 130,
    body: [
      [-80, 18, -16],
      [80, 18, 16],
      [0, 0, 0],
    ]
      .map(
        ([dx, dy, a]) => `<g transform="translate(${dx} ${dy}) rotate(${a} 200 150)">
<rect x="168" y="142" width="20" height="88" rx="2" fill="url(#metal)"/>
<rect x="212" y="142" width="20" height="88" rx="2" fill="url(#metal)"/>
<path d="M150 72Q150 60 162 60H238Q250 60 250 72V150H150Z" fill="url(#red)"/>
<path d="M162 108Q162 100 170 100H230Q238 100 238 108V140H162Z" fill="#f8a49b" opacity=".7"/>
<path d="M178 140V116Q200 104 222 116V140" fill="none" stroke="#dfe4e9" stroke-width="5"/>
<path d="M168 76H232" stroke="#fff" stroke-width="4" opacity=".6"/>
</g>`,
      )
      .join(""),
  },

  "beam-wiper-22in": { shadow: 130, body: beamWiper(270) },
  "beam-wiper-26in": { shadow: 155, body: beamWiper(330) },

  "rear-wiper-blade": {
    shadow: 120,
    body: `<g transform="rotate(-10 200 150)">
<rect x="76" y="186" width="248" height="10" rx="3" fill="url(#rubber)"/>
<path d="M84 188Q84 170 100 168H140Q156 170 156 188H146Q146 180 138 179H102Q94 180 94 188Z" fill="url(#black)"/>
<path d="M244 188Q244 170 260 168H300Q316 170 316 188H306Q306 180 298 179H262Q254 180 254 188Z" fill="url(#black)"/>
<path d="M112 172Q116 140 150 136H250Q284 140 288 172H276Q272 150 248 148H152Q128 150 124 172Z" fill="url(#black)"/>
<rect x="172" y="116" width="56" height="30" rx="7" fill="url(#dark)"/>
<rect x="186" y="123" width="28" height="12" rx="3" fill="url(#black)"/>
</g>`,
  },
};

async function main(): Promise<void> {
  const wanted = new Map<string, string>();
  for (const product of CATALOGUE_PRODUCTS) {
    const slug = product.picture.slice(PART_PICTURE_PREFIX.length).replace(/\.svg$/, "");
    wanted.set(slug, product.name);
  }
  const missing = [...wanted.keys()].filter((slug) => !DRAWINGS[slug]);
  const unused = Object.keys(DRAWINGS).filter((slug) => !wanted.has(slug));
  if (missing.length > 0 || unused.length > 0) {
    throw new Error(
      `drawings out of step with the catalogue: missing ${missing.join(", ") || "none"}; unused ${unused.join(", ") || "none"}`,
    );
  }
  await mkdir(OUT_DIR, { recursive: true });
  for (const [slug, title] of wanted) {
    await writeFile(path.join(OUT_DIR, `${slug}.svg`), picture(title, DRAWINGS[slug]!));
  }
  console.log(`wrote ${wanted.size} pictures to ${path.relative(process.cwd(), OUT_DIR)}`);
}

await main();
