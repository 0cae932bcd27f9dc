/**
 * Renders the pictures that ship with the site: the seven event images of src/domain/events.ts
 * (symphony, basketball, five stock) and the home page's hero poster. The artwork is drawn here
 * as SVG (nothing is downloaded) and encoded to WebP with sharp. Output is deterministic: a fixed
 * seed drives every scattered shape, so re-running changes no file.
 *
 *   npx tsx scripts/render-images.ts
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("public/images");
const W = 1200;
const H = 675;

/** mulberry32: a tiny seeded generator, so the artwork is the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function svg(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("");
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

const blur = (id: string, amount: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;

/** Light beams fanning down from the rig above a stage. */
function beams(rand: () => number, count: number, width: number, height: number, colours: string[]): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = (width / (count + 1)) * (i + 1);
    const spread = 60 + rand() * 120;
    const tilt = (rand() - 0.5) * width * 0.35;
    out += `<polygon points="${r1(x - 6)},0 ${r1(x + 6)},0 ${r1(x + tilt + spread)},${height} ${r1(x + tilt - spread)},${height}" fill="url(#beam-${i % colours.length})" opacity="${r1(0.35 + rand() * 0.3)}"/>`;
  }
  return out;
}

function beamGradients(colours: string[]): string {
  return colours
    .map((c, i) =>
      linear(`beam-${i}`, [
        [0, c, 0.9],
        [0.7, c, 0.15],
        [1, c, 0],
      ]),
    )
    .join("");
}

/** Heads and shoulders of a standing crowd along the bottom edge, some with hands up. */
function crowd(rand: () => number, width: number, baseline: number, colour: string, scale = 1): string {
  let out = "";
  let x = -20;
  while (x < width + 20) {
    const h = (38 + rand() * 26) * scale;
    const head = (11 + rand() * 4) * scale;
    const y = baseline - h;
    out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(head)}" fill="${colour}"/>`;
    out += `<rect x="${r1(x - head * 2)}" y="${r1(y + head * 0.9)}" width="${r1(head * 4)}" height="${r1(h + 40)}" rx="${r1(head * 1.6)}" fill="${colour}"/>`;
    if (rand() < 0.18) {
      const side = rand() < 0.5 ? -1 : 1;
      const hx = x + side * head * (1.5 + rand());
      out += `<line x1="${r1(x + side * head * 1.2)}" y1="${r1(y + head * 1.6)}" x2="${r1(hx)}" y2="${r1(y - head * 3.2)}" stroke="${colour}" stroke-width="${r1(head * 0.9)}" stroke-linecap="round"/>`;
    }
    x += head * (2.4 + rand() * 1.4);
  }
  return out;
}

function symphony(): string {
  const rand = random(11);
  const defs =
    radial(
      "bg",
      [
        [0, "#5b1230"],
        [0.55, "#2a0818"],
        [1, "#0d0308"],
      ],
      0.5,
      0.85,
      0.9,
    ) +
    radial("glow", [
      [0, "#f6d27a", 0.55],
      [1, "#f6d27a", 0],
    ]) +
    linear(
      "gold",
      [
        [0, "#f8e3a3"],
        [1, "#c08a2e"],
      ],
      1,
      0,
    ) +
    blur("soft", 30);
  let shell = "";
  for (let i = 0; i < 9; i++) {
    const rx = 260 + i * 70;
    const ry = 200 + i * 48;
    shell += `<ellipse cx="600" cy="700" rx="${rx}" ry="${ry}" fill="none" stroke="url(#gold)" stroke-width="${r1(2.5 - i * 0.2)}" opacity="${r1(0.55 - i * 0.05)}"/>`;
  }
  let staff = "";
  for (let line = 0; line < 5; line++) {
    const y = 250 + line * 16;
    staff += `<path d="M -20 ${y} C 300 ${y - 120}, 700 ${y + 140}, 1220 ${y - 40}" fill="none" stroke="#f3d68a" stroke-width="1.6" opacity="0.7"/>`;
  }
  let notes = "";
  for (let i = 0; i < 14; i++) {
    const t = 0.06 + i * 0.065;
    const x = -20 + t * 1240;
    // The curve's height at x, roughly: the staff's middle line.
    const y = 282 + Math.sin(t * Math.PI * 2.1 + 0.4) * -70 + (rand() - 0.5) * 40;
    notes += `<g transform="translate(${r1(x)} ${r1(y)}) rotate(-20)"><ellipse rx="11" ry="7.5" fill="#f6dc94"/></g>`;
    notes += `<line x1="${r1(x + 9)}" y1="${r1(y - 2)}" x2="${r1(x + 9)}" y2="${r1(y - 48)}" stroke="#f6dc94" stroke-width="2.4"/>`;
    if (i % 3 === 0)
      notes += `<path d="M ${r1(x + 9)} ${r1(y - 48)} q 16 10 10 28" fill="none" stroke="#f6dc94" stroke-width="2.4"/>`;
  }
  const lights = [200, 600, 1000]
    .map((x) => `<circle cx="${x}" cy="560" r="170" fill="url(#glow)" filter="url(#soft)"/>`)
    .join("");
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>${lights}${shell}${staff}${notes}`;
  return svg(W, H, defs, body);
}

function basketball(): string {
  const defs =
    linear("sky", [
      [0, "#0b1024"],
      [1, "#1d2547"],
    ]) +
    linear("wood", [
      [0, "#a8652f"],
      [1, "#e0a566"],
    ]) +
    radial(
      "ball",
      [
        [0, "#ffa351"],
        [0.7, "#e2631b"],
        [1, "#a63d0c"],
      ],
      0.38,
      0.35,
      0.7,
    ) +
    radial("spot", [
      [0, "#fff4d6", 0.45],
      [1, "#fff4d6", 0],
    ]) +
    blur("soft", 18);
  const horizon = 300;
  const vx = 600;
  let planks = "";
  for (let i = -24; i <= 24; i++) {
    planks += `<line x1="${vx + i * 14}" y1="${horizon}" x2="${vx + i * 140}" y2="${H}" stroke="#7a4519" stroke-width="1.2" opacity="0.45"/>`;
  }
  const court =
    `<path d="M 430 ${horizon + 8} L 770 ${horizon + 8} L 900 ${H} L 300 ${H} Z" fill="#b5322b" opacity="0.55"/>` +
    `<path d="M 430 ${horizon + 8} L 770 ${horizon + 8} L 900 ${H} L 300 ${H} Z" fill="none" stroke="#fff" stroke-width="4" opacity="0.9"/>` +
    `<path d="M 130 ${H} C 200 420, 1000 420, 1070 ${H}" fill="none" stroke="#fff" stroke-width="4" opacity="0.9"/>` +
    `<ellipse cx="600" cy="${horizon + 120}" rx="110" ry="34" fill="none" stroke="#fff" stroke-width="4" opacity="0.85"/>`;
  const lights = [160, 440, 760, 1040]
    .map(
      (x) =>
        `<circle cx="${x}" cy="60" r="60" fill="url(#spot)" filter="url(#soft)"/><circle cx="${x}" cy="60" r="7" fill="#fffbe8"/>`,
    )
    .join("");
  const stands = Array.from({ length: 6 }, (_, i) => {
    const y = 130 + i * 28;
    return `<rect x="0" y="${y}" width="${W}" height="16" fill="#2b3563" opacity="${r1(0.35 + i * 0.08)}"/>`;
  }).join("");
  const ball =
    `<ellipse cx="640" cy="640" rx="120" ry="18" fill="#000" opacity="0.35" filter="url(#soft)"/>` +
    `<g transform="translate(640 520)"><circle r="110" fill="url(#ball)"/>` +
    `<path d="M -110 0 H 110 M 0 -110 V 110" stroke="#3a1604" stroke-width="5" fill="none"/>` +
    `<path d="M -78 -78 C -30 -40, -30 40, -78 78 M 78 -78 C 30 -40, 30 40, 78 78" stroke="#3a1604" stroke-width="5" fill="none"/></g>`;
  const body =
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>${stands}${lights}` +
    `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#wood)"/>${planks}${court}${ball}`;
  return svg(W, H, defs, body);
}

function stageLights(seed: number, palette: string[], background: [string, string]): string {
  const rand = random(seed);
  const defs =
    linear("bg", [
      [0, background[0]],
      [1, background[1]],
    ]) +
    beamGradients(palette) +
    radial("stage", [
      [0, palette[0] ?? "#fff", 0.7],
      [1, palette[0] ?? "#fff", 0],
    ]) +
    blur("soft", 24);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="600" cy="520" rx="520" ry="150" fill="url(#stage)" filter="url(#soft)"/>` +
    beams(rand, 7, W, H, palette) +
    `<rect x="0" y="0" width="${W}" height="26" fill="#05060c"/>` +
    Array.from({ length: 14 }, (_, i) => `<circle cx="${45 + i * 85}" cy="26" r="7" fill="#fff6dd"/>`).join("") +
    crowd(rand, W, H + 10, "#06070d");
  return svg(W, H, defs, body);
}

function seatingBowl(): string {
  const rand = random(23);
  const defs =
    radial(
      "bg",
      [
        [0, "#12355f"],
        [1, "#050b18"],
      ],
      0.5,
      0.5,
      0.75,
    ) +
    radial("floor", [
      [0, "#5eead4", 0.6],
      [1, "#5eead4", 0],
    ]) +
    blur("soft", 20);
  let dots = "";
  for (let ring = 0; ring < 16; ring++) {
    const rx = 230 + ring * 26;
    const ry = 120 + ring * 15;
    const count = Math.round((rx + ry) * 0.16);
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2;
      const taken = rand() < 0.7;
      const fill = ring < 4 ? "#fbbf24" : ring < 9 ? "#38bdf8" : "#818cf8";
      dots += `<circle cx="${r1(600 + Math.cos(a) * rx)}" cy="${r1(338 + Math.sin(a) * ry)}" r="${ring < 4 ? 3.6 : 3}" fill="${fill}" opacity="${taken ? 0.9 : 0.25}"/>`;
    }
  }
  const floor =
    `<ellipse cx="600" cy="338" rx="200" ry="100" fill="url(#floor)" filter="url(#soft)"/>` +
    `<rect x="520" y="300" width="160" height="76" rx="8" fill="#0f172a" stroke="#5eead4" stroke-width="3"/>`;
  return svg(W, H, defs, `<rect width="${W}" height="${H}" fill="url(#bg)"/>${floor}${dots}`);
}

function celebration(): string {
  const rand = random(37);
  const defs =
    linear(
      "bg",
      [
        [0, "#0f766e"],
        [0.6, "#1e3a8a"],
        [1, "#312e81"],
      ],
      1,
      1,
    ) +
    radial("bokeh", [
      [0, "#ffffff", 0.35],
      [1, "#ffffff", 0],
    ]) +
    blur("soft", 6);
  let bokeh = "";
  for (let i = 0; i < 18; i++) {
    bokeh += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * H)}" r="${r1(30 + rand() * 90)}" fill="url(#bokeh)" filter="url(#soft)"/>`;
  }
  const colours = ["#fbbf24", "#f472b6", "#ffffff", "#5eead4", "#fb923c"];
  let confetti = "";
  for (let i = 0; i < 160; i++) {
    const x = r1(rand() * W);
    const y = r1(rand() * H);
    const c = colours[i % colours.length];
    const rot = Math.round(rand() * 180);
    confetti +=
      rand() < 0.7
        ? `<rect x="${x}" y="${y}" width="${r1(6 + rand() * 8)}" height="${r1(12 + rand() * 12)}" fill="${c}" transform="rotate(${rot} ${x} ${y})" opacity="0.9"/>`
        : `<circle cx="${x}" cy="${y}" r="${r1(3 + rand() * 5)}" fill="${c}" opacity="0.9"/>`;
  }
  let streamers = "";
  for (let i = 0; i < 5; i++) {
    const y = 80 + i * 120;
    streamers += `<path d="M -20 ${y} C 250 ${y - 80}, 450 ${y + 90}, 700 ${y} S 1050 ${y - 70}, 1220 ${y + 20}" fill="none" stroke="${colours[i]}" stroke-width="3" opacity="0.5"/>`;
  }
  return svg(W, H, defs, `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bokeh}${streamers}${confetti}`);
}

function hexagons(): string {
  const rand = random(41);
  const defs = linear(
    "bg",
    [
      [0, "#7c2d12"],
      [0.5, "#9d174d"],
      [1, "#3b0764"],
    ],
    1,
    1,
  );
  const size = 46;
  const hex = (cx: number, cy: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      return `${r1(cx + Math.cos(a) * size)},${r1(cy + Math.sin(a) * size)}`;
    }).join(" ");
  let cells = "";
  const dx = Math.sqrt(3) * size;
  for (let row = -1; row < H / (size * 1.5) + 1; row++) {
    for (let col = -1; col < W / dx + 1; col++) {
      const cx = col * dx + (row % 2 ? dx / 2 : 0);
      const cy = row * size * 1.5;
      const fill = rand() < 0.28 ? `fill="#fde68a" fill-opacity="${r1(0.08 + rand() * 0.35)}"` : 'fill="none"';
      cells += `<polygon points="${hex(cx, cy)}" ${fill} stroke="#fde68a" stroke-opacity="0.28" stroke-width="2"/>`;
    }
  }
  return svg(W, H, defs, `<rect width="${W}" height="${H}" fill="url(#bg)"/>${cells}`);
}

function arenaAtNight(): string {
  const rand = random(53);
  const defs =
    linear("sky", [
      [0, "#020617"],
      [0.6, "#1e1b4b"],
      [1, "#7c3aed"],
    ]) +
    linear("building", [
      [0, "#1e293b"],
      [1, "#0f172a"],
    ]) +
    radial("halo", [
      [0, "#fbbf24", 0.5],
      [1, "#fbbf24", 0],
    ]) +
    blur("soft", 26);
  let stars = "";
  for (let i = 0; i < 120; i++) {
    stars += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * 330)}" r="${r1(0.6 + rand() * 1.6)}" fill="#fff" opacity="${r1(0.3 + rand() * 0.7)}"/>`;
  }
  let windows = "";
  for (let i = 0; i < 34; i++) {
    windows += `<rect x="${228 + i * 22}" y="452" width="12" height="34" rx="2" fill="#fde68a" opacity="${r1(0.55 + rand() * 0.45)}"/>`;
  }
  const lamps = [90, 1110]
    .map(
      (x) =>
        `<line x1="${x}" y1="${H}" x2="${x}" y2="500" stroke="#334155" stroke-width="6"/><circle cx="${x}" cy="500" r="40" fill="url(#halo)" filter="url(#soft)"/><circle cx="${x}" cy="500" r="7" fill="#fef3c7"/>`,
    )
    .join("");
  const body =
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}` +
    `<ellipse cx="600" cy="470" rx="470" ry="90" fill="url(#halo)" filter="url(#soft)"/>` +
    `<path d="M 180 540 L 180 440 Q 600 250 1020 440 L 1020 540 Z" fill="url(#building)"/>` +
    `<path d="M 180 440 Q 600 250 1020 440" fill="none" stroke="#a78bfa" stroke-width="4" opacity="0.8"/>${windows}` +
    `<rect x="520" y="500" width="160" height="40" rx="4" fill="#fbbf24" opacity="0.85"/>` +
    `<rect y="540" width="${W}" height="${H - 540}" fill="#0b1120"/>` +
    `<rect y="590" width="${W}" height="4" fill="#1e293b"/>${lamps}`;
  return svg(W, H, defs, body);
}

/** The hero: a full house from the back rows, tiers of seats, a glowing stage under the rig. */
function heroPoster(): string {
  const width = 1920;
  const height = 1080;
  const rand = random(67);
  const palette = ["#60a5fa", "#f472b6", "#fbbf24", "#a78bfa"];
  const defs =
    linear("bg", [
      [0, "#030712"],
      [1, "#111827"],
    ]) +
    beamGradients(palette) +
    radial("stage", [
      [0, "#fde68a", 0.85],
      [0.5, "#f59e0b", 0.35],
      [1, "#f59e0b", 0],
    ]) +
    blur("soft", 40);
  let tiers = "";
  for (let ring = 0; ring < 10; ring++) {
    const y = 330 + ring * 30;
    const count = 70 + ring * 6;
    for (let i = 0; i < count; i++) {
      const x = (i / (count - 1)) * width;
      const dip = Math.sin((i / (count - 1)) * Math.PI) * (60 + ring * 10);
      tiers += `<circle cx="${r1(x)}" cy="${r1(y + dip)}" r="${r1(2 + ring * 0.35)}" fill="#94a3b8" opacity="${r1(0.15 + rand() * 0.25)}"/>`;
    }
  }
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${tiers}` +
    `<ellipse cx="960" cy="700" rx="620" ry="200" fill="url(#stage)" filter="url(#soft)"/>` +
    `<rect x="610" y="640" width="700" height="60" rx="6" fill="#0b1120" opacity="0.85"/>` +
    beams(rand, 9, width, height * 0.9, palette) +
    `<rect width="${width}" height="36" fill="#020409"/>` +
    Array.from({ length: 22 }, (_, i) => `<circle cx="${50 + i * 87}" cy="36" r="9" fill="#fff7e0"/>`).join("") +
    crowd(rand, width, height + 20, "#020409", 1.7);
  return svg(width, height, defs, body);
}

const IMAGES: Record<string, { draw: () => string; width: number }> = {
  "events/symphony": { draw: symphony, width: W },
  "events/basketball": { draw: basketball, width: W },
  "events/stock-1": { draw: () => stageLights(5, ["#f472b6", "#22d3ee", "#fbbf24"], ["#1e1035", "#0a0614"]), width: W },
  "events/stock-2": { draw: seatingBowl, width: W },
  "events/stock-3": { draw: celebration, width: W },
  "events/stock-4": { draw: hexagons, width: W },
  "events/stock-5": { draw: arenaAtNight, width: W },
  "hero-poster": { draw: heroPoster, width: 1920 },
};

mkdirSync(path.join(OUT, "events"), { recursive: true });
for (const [name, { draw, width }] of Object.entries(IMAGES)) {
  const file = path.join(OUT, `${name}.webp`);
  const info = await sharp(Buffer.from(draw())).resize({ width }).webp({ quality: 78, effort: 6 }).toFile(file);
  process.stdout.write(
    `${path.relative(process.cwd(), file)}  ${info.width}x${info.height}  ${Math.round(info.size / 1024)} KB\n`,
  );
}
