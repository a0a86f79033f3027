/**
 * Original, parametrised SVG illustrations: a handful of device and scene primitives composed per
 * `IllustrationSpec`, so twenty-odd page images cost one small module instead of twenty files.
 * Fixed 400×300 viewBox with width/height attributes, so the box is reserved before paint (no shift).
 */
import { type ReactNode, useId } from 'react';
import type { IllustrationSpec, PhonePlatform, ScreenVariant } from './types.ts';
import './illustration.css';

const C = {
  navy: '#0b1437',
  navy7: '#1e2a78',
  indigo: '#4f46e5',
  indigo6: '#4338ca',
  soft: '#e0e7ff',
  softer: '#eef2ff',
  line: '#c7cdea',
  accent: '#22d3ee',
  accentInk: '#0e7490',
  white: '#ffffff',
};

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Generic app UI inside a screen rectangle; everything scales with the box. */
function Screen({ x, y, w, h, variant, grad }: Box & { variant: ScreenVariant; grad: string }) {
  const px = (f: number) => x + w * f;
  const py = (f: number) => y + h * f;
  const bar = (
    <rect x={px(0.08)} y={py(0.05)} width={w * 0.84} height={h * 0.07} rx={h * 0.02} fill={C.soft} />
  );
  switch (variant) {
    case 'dashboard':
      return (
        <g>
          {bar}
          <rect x={px(0.08)} y={py(0.17)} width={w * 0.4} height={h * 0.18} rx={6} fill={`url(#${grad})`} />
          <rect x={px(0.52)} y={py(0.17)} width={w * 0.4} height={h * 0.18} rx={6} fill={C.softer} />
          <rect x={px(0.58)} y={py(0.22)} width={w * 0.2} height={h * 0.03} rx={2} fill={C.line} />
          <rect x={px(0.58)} y={py(0.28)} width={w * 0.28} height={h * 0.03} rx={2} fill={C.accent} />
          {[0.45, 0.62, 0.38, 0.75, 0.55].map((f, i) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: static decorative bars
              key={i}
              x={px(0.1 + i * 0.165)}
              y={py(0.92 - f * 0.45)}
              width={w * 0.1}
              height={h * f * 0.45}
              rx={3}
              fill={i === 3 ? C.accent : C.indigo}
              opacity={i === 3 ? 1 : 0.75}
            />
          ))}
        </g>
      );
    case 'list':
      return (
        <g>
          {bar}
          {[0, 1, 2, 3].map((i) => (
            <g key={i}>
              <circle
                cx={px(0.17)}
                cy={py(0.25 + i * 0.19)}
                r={Math.min(w, h) * 0.06}
                fill={i % 2 ? C.accent : C.indigo}
              />
              <rect
                x={px(0.3)}
                y={py(0.21 + i * 0.19)}
                width={w * 0.5}
                height={h * 0.03}
                rx={2}
                fill={C.navy7}
                opacity={0.7}
              />
              <rect
                x={px(0.3)}
                y={py(0.27 + i * 0.19)}
                width={w * 0.35}
                height={h * 0.025}
                rx={2}
                fill={C.line}
              />
            </g>
          ))}
        </g>
      );
    case 'chat':
      return (
        <g>
          {bar}
          <rect x={px(0.08)} y={py(0.2)} width={w * 0.6} height={h * 0.12} rx={8} fill={C.softer} />
          <rect x={px(0.32)} y={py(0.37)} width={w * 0.6} height={h * 0.12} rx={8} fill={C.indigo} />
          <rect x={px(0.08)} y={py(0.54)} width={w * 0.5} height={h * 0.12} rx={8} fill={C.softer} />
          <rect x={px(0.42)} y={py(0.71)} width={w * 0.5} height={h * 0.1} rx={8} fill={C.accent} />
          <rect x={px(0.08)} y={py(0.87)} width={w * 0.84} height={h * 0.07} rx={h * 0.035} fill={C.soft} />
        </g>
      );
    case 'shop':
      return (
        <g>
          {bar}
          <rect x={px(0.08)} y={py(0.17)} width={w * 0.84} height={h * 0.38} rx={8} fill={`url(#${grad})`} />
          <circle cx={px(0.5)} cy={py(0.36)} r={Math.min(w, h) * 0.1} fill={C.accent} opacity={0.85} />
          <rect
            x={px(0.08)}
            y={py(0.61)}
            width={w * 0.6}
            height={h * 0.04}
            rx={2}
            fill={C.navy7}
            opacity={0.8}
          />
          <rect x={px(0.08)} y={py(0.69)} width={w * 0.3} height={h * 0.04} rx={2} fill={C.accentInk} />
          <rect x={px(0.08)} y={py(0.8)} width={w * 0.84} height={h * 0.1} rx={h * 0.05} fill={C.indigo} />
        </g>
      );
    case 'media':
      return (
        <g>
          <rect x={px(0.06)} y={py(0.08)} width={w * 0.88} height={h * 0.6} rx={8} fill={`url(#${grad})`} />
          <path
            d={`M${px(0.44)} ${py(0.28)} L${px(0.44)} ${py(0.48)} L${px(0.6)} ${py(0.38)} Z`}
            fill={C.white}
          />
          <rect x={px(0.06)} y={py(0.76)} width={w * 0.88} height={h * 0.04} rx={2} fill={C.soft} />
          <rect x={px(0.06)} y={py(0.76)} width={w * 0.5} height={h * 0.04} rx={2} fill={C.accent} />
          <rect x={px(0.06)} y={py(0.86)} width={w * 0.55} height={h * 0.04} rx={2} fill={C.line} />
        </g>
      );
    case 'code':
      return (
        <g>
          <rect x={x} y={y} width={w} height={h} fill={C.navy} />
          {[0.5, 0.7, 0.35, 0.6, 0.45, 0.75, 0.3, 0.55].map((f, i) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: static decorative lines
              key={i}
              x={px(0.08 + (i % 3 === 1 ? 0.08 : 0))}
              y={py(0.1 + i * 0.105)}
              width={w * f * 0.8}
              height={h * 0.04}
              rx={2}
              fill={[C.accent, C.indigo, C.line, '#a5b4fc'][i % 4]}
              opacity={0.9}
            />
          ))}
        </g>
      );
    case 'map':
      return (
        <g>
          <rect x={x} y={y} width={w} height={h} fill={C.softer} />
          {[0.25, 0.5, 0.75].map((f) => (
            <g key={f} stroke={C.white} strokeWidth={3}>
              <line x1={px(f)} y1={y} x2={px(f)} y2={y + h} />
              <line x1={x} y1={py(f)} x2={x + w} y2={py(f)} />
            </g>
          ))}
          <path
            d={`M${px(0.15)} ${py(0.85)} C ${px(0.4)} ${py(0.7)}, ${px(0.3)} ${py(0.4)}, ${px(0.7)} ${py(0.3)}`}
            fill="none"
            stroke={C.indigo}
            strokeWidth={4}
            strokeLinecap="round"
            strokeDasharray="2 8"
          />
          <circle cx={px(0.7)} cy={py(0.26)} r={Math.min(w, h) * 0.08} fill={C.accent} />
          <circle cx={px(0.7)} cy={py(0.26)} r={Math.min(w, h) * 0.03} fill={C.navy} />
        </g>
      );
    case 'form':
      return (
        <g>
          {bar}
          {[0.2, 0.38, 0.56].map((f) => (
            <g key={f}>
              <rect
                x={px(0.08)}
                y={py(f)}
                width={w * 0.4}
                height={h * 0.03}
                rx={2}
                fill={C.navy7}
                opacity={0.6}
              />
              <rect
                x={px(0.08)}
                y={py(f + 0.05)}
                width={w * 0.84}
                height={h * 0.08}
                rx={5}
                fill={C.white}
                stroke={C.line}
                strokeWidth={1.5}
              />
            </g>
          ))}
          <rect x={px(0.08)} y={py(0.8)} width={w * 0.84} height={h * 0.1} rx={h * 0.05} fill={C.indigo} />
        </g>
      );
  }
}

function Phone({
  x,
  y,
  w,
  h,
  screen,
  platform = 'ios',
  grad,
}: Box & { screen: ScreenVariant; platform?: PhonePlatform; grad: string }) {
  const bezel = w * 0.06;
  const inner = { x: x + bezel, y: y + bezel, w: w - bezel * 2, h: h - bezel * 2 };
  return (
    <g>
      <rect x={x + 6} y={y + 10} width={w} height={h} rx={w * 0.16} fill={C.navy} opacity={0.12} />
      <rect x={x} y={y} width={w} height={h} rx={w * 0.16} fill={C.navy} />
      <rect {...rect(inner)} rx={w * 0.11} fill={C.white} />
      <Screen
        x={inner.x}
        y={inner.y + h * 0.05}
        w={inner.w}
        h={inner.h - h * 0.05}
        variant={screen}
        grad={grad}
      />
      {platform === 'ios' ? (
        <rect
          x={x + w * 0.36}
          y={y + bezel + 4}
          width={w * 0.28}
          height={h * 0.03}
          rx={h * 0.015}
          fill={C.navy}
        />
      ) : (
        <circle cx={x + w / 2} cy={y + bezel + 8} r={w * 0.035} fill={C.navy} />
      )}
    </g>
  );
}

function rect(b: Box) {
  return { x: b.x, y: b.y, width: b.w, height: b.h };
}

function BrowserWindow({ x, y, w, h, screen, grad }: Box & { screen: ScreenVariant; grad: string }) {
  const top = Math.max(18, h * 0.1);
  return (
    <g>
      <rect x={x + 8} y={y + 12} width={w} height={h} rx={12} fill={C.navy} opacity={0.1} />
      <rect x={x} y={y} width={w} height={h} rx={12} fill={C.white} stroke={C.line} strokeWidth={1.5} />
      <path
        d={`M${x} ${y + 12} a12 12 0 0 1 12 -12 h${w - 24} a12 12 0 0 1 12 12 v${top - 12} h${-w} Z`}
        fill={C.soft}
      />
      {[0, 1, 2].map((i) => (
        <circle
          key={i}
          cx={x + 14 + i * 12}
          cy={y + top / 2}
          r={3.5}
          fill={[C.indigo, C.accent, C.navy7][i]}
        />
      ))}
      <rect x={x + 56} y={y + top / 2 - 4} width={w * 0.45} height={8} rx={4} fill={C.white} />
      <Screen x={x} y={y + top} w={w} h={h - top} variant={screen} grad={grad} />
    </g>
  );
}

function Laptop({ x, y, w, h, screen, grad }: Box & { screen: ScreenVariant; grad: string }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={10} fill={C.navy} />
      <rect x={x + 8} y={y + 8} width={w - 16} height={h - 16} rx={4} fill={C.white} />
      <Screen x={x + 8} y={y + 8} w={w - 16} h={h - 16} variant={screen} grad={grad} />
      <path d={`M${x - 22} ${y + h + 2} h${w + 44} l-10 12 h${-w - 24} Z`} fill={C.navy7} />
    </g>
  );
}

function Watch({ cx, cy, alt, grad }: { cx: number; cy: number; alt?: boolean; grad: string }) {
  return (
    <g>
      <rect x={cx - 34} y={cy - 120} width={68} height={240} rx={22} fill={C.navy7} />
      <rect x={cx - 62} y={cy - 70} width={124} height={140} rx={34} fill={C.navy} />
      <rect x={cx + 60} y={cy - 24} width={10} height={26} rx={4} fill={C.navy7} />
      <rect x={cx - 52} y={cy - 60} width={104} height={120} rx={26} fill="#0f1a45" />
      {alt ? (
        <g>
          <rect x={cx - 40} y={cy - 34} width={80} height={44} rx={10} fill={C.white} />
          <circle cx={cx - 24} cy={cy - 12} r={9} fill={C.accent} />
          <rect x={cx - 10} y={cy - 20} width={38} height={6} rx={3} fill={C.navy7} />
          <rect x={cx - 10} y={cy - 8} width={26} height={5} rx={2.5} fill={C.line} />
          <rect x={cx - 40} y={cy + 18} width={80} height={18} rx={9} fill={C.indigo} />
        </g>
      ) : (
        <g fill="none" strokeLinecap="round">
          <circle cx={cx} cy={cy} r={40} stroke="#1e2a78" strokeWidth={9} />
          <circle
            cx={cx}
            cy={cy}
            r={40}
            stroke={C.accent}
            strokeWidth={9}
            strokeDasharray="190 252"
            transform={`rotate(-90 ${cx} ${cy})`}
          />
          <circle cx={cx} cy={cy} r={27} stroke="#1e2a78" strokeWidth={9} />
          <circle
            cx={cx}
            cy={cy}
            r={27}
            stroke={`url(#${grad})`}
            strokeWidth={9}
            strokeDasharray="110 170"
            transform={`rotate(-90 ${cx} ${cy})`}
          />
          <path d={`M${cx - 9} ${cy} h5 l4 -8 l4 14 l3 -6 h6`} stroke={C.white} strokeWidth={2.5} />
        </g>
      )}
    </g>
  );
}

function Headset({ grad }: { grad: string }) {
  return (
    <g>
      <path d="M110 150 C 110 90, 290 90, 290 150" fill="none" stroke={C.navy7} strokeWidth={10} />
      <rect x={96} y={130} width={208} height={96} rx={40} fill={C.navy} />
      <rect x={110} y={142} width={180} height={58} rx={28} fill="#16215a" />
      <circle cx={160} cy={171} r={22} fill={`url(#${grad})`} />
      <circle cx={240} cy={171} r={22} fill={`url(#${grad})`} />
      <circle cx={153} cy={164} r={6} fill={C.white} opacity={0.7} />
      <circle cx={233} cy={164} r={6} fill={C.white} opacity={0.7} />
      <rect x={180} y={208} width={40} height={8} rx={4} fill={C.navy7} />
    </g>
  );
}

/** Outline cube for the AR layer floating around the headset. */
function Cube({ x, y, s, color }: { x: number; y: number; s: number; color: string }) {
  const h = s / 2;
  return (
    <g fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round">
      <path d={`M${x} ${y} l${s} ${-h} l${s} ${h} l${-s} ${h} Z`} />
      <path d={`M${x} ${y} v${s} l${s} ${h} v${-s}`} />
      <path d={`M${x + 2 * s} ${y} v${s} l${-s} ${h}`} />
    </g>
  );
}

function Check({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={C.accent} />
      <path
        d={`M${cx - r * 0.45} ${cy} l${r * 0.3} ${r * 0.32} l${r * 0.6} ${-r * 0.62}`}
        fill="none"
        stroke={C.navy}
        strokeWidth={r * 0.22}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

function Scene({ spec, grad }: { spec: IllustrationSpec; grad: string }): ReactNode {
  const screen = spec.screen ?? 'dashboard';
  switch (spec.kind) {
    case 'phone':
      return (
        <g>
          <Phone x={140} y={28} w={120} h={244} screen={screen} platform={spec.platform} grad={grad} />
          <rect x={40} y={90} width={88} height={56} rx={12} fill={C.white} stroke={C.line} />
          <circle cx={62} cy={118} r={11} fill={C.accent} />
          <rect x={80} y={108} width={36} height={6} rx={3} fill={C.navy7} />
          <rect x={80} y={122} width={26} height={5} rx={2.5} fill={C.line} />
          <rect x={276} y={170} width={88} height={60} rx={12} fill={C.white} stroke={C.line} />
          {[0.5, 0.8, 0.6, 1].map((f, i) => (
            <rect
              key={f}
              x={290 + i * 17}
              y={218 - f * 34}
              width={10}
              height={f * 34}
              rx={2}
              fill={i === 3 ? C.accent : C.indigo}
            />
          ))}
        </g>
      );
    case 'phones':
      return (
        <g>
          <Phone x={96} y={44} w={112} h={228} screen={screen} platform="android" grad={grad} />
          <Phone
            x={196}
            y={26}
            w={112}
            h={228}
            screen={spec.alt ? 'shop' : 'chat'}
            platform="ios"
            grad={grad}
          />
          <circle cx={200} cy={270} r={16} fill={C.accent} />
          <path d="M192 270 h16 M200 262 v16" stroke={C.navy} strokeWidth={3} strokeLinecap="round" />
        </g>
      );
    case 'devices':
      return (
        <g>
          <Laptop x={60} y={52} w={220} h={146} screen={screen} grad={grad} />
          <rect x={246} y={104} width={92} height={128} rx={12} fill={C.navy} />
          <rect x={253} y={111} width={78} height={114} rx={6} fill={C.white} />
          <Screen x={253} y={111} w={78} h={114} variant="list" grad={grad} />
          <Phone x={318} y={150} w={52} h={104} screen="chat" platform="android" grad={grad} />
        </g>
      );
    case 'watch':
      return (
        <g>
          <Watch cx={200} cy={150} alt={spec.alt} grad={grad} />
          <path
            d="M290 90 q 20 20 0 40 M304 78 q 32 32 0 64"
            fill="none"
            stroke={C.indigo}
            strokeWidth={4}
            strokeLinecap="round"
          />
          <circle cx={104} cy={96} r={18} fill={C.white} stroke={C.line} />
          <path
            d="M96 96 l6 6 l10 -12"
            fill="none"
            stroke={C.accentInk}
            strokeWidth={3}
            strokeLinecap="round"
          />
        </g>
      );
    case 'headset':
      return (
        <g>
          <Headset grad={grad} />
          <Cube x={40} y={80} s={26} color={C.indigo} />
          <Cube x={300} y={64} s={20} color={C.accentInk} />
          <Cube x={310} y={220} s={16} color={C.indigo} />
          {spec.alt && (
            <circle
              cx={80}
              cy={236}
              r={24}
              fill="none"
              stroke={C.accentInk}
              strokeWidth={3}
              strokeDasharray="6 6"
            />
          )}
        </g>
      );
    case 'cast':
      return (
        <g>
          <rect x={70} y={40} width={260} height={160} rx={12} fill={C.navy} />
          <rect x={80} y={50} width={240} height={140} rx={6} fill={C.white} />
          <Screen x={80} y={50} w={240} h={140} variant="media" grad={grad} />
          <rect x={180} y={200} width={40} height={18} fill={C.navy7} />
          <rect x={150} y={216} width={100} height={8} rx={4} fill={C.navy7} />
          <Phone
            x={38}
            y={170}
            w={56}
            h={112}
            screen={spec.alt ? 'list' : 'media'}
            platform="android"
            grad={grad}
          />
          <g fill="none" stroke={C.accentInk} strokeWidth={4} strokeLinecap="round">
            <path d="M108 196 a 18 18 0 0 1 18 18" />
            <path d="M108 182 a 32 32 0 0 1 32 32" />
          </g>
        </g>
      );
    case 'design':
      return (
        <g>
          <rect
            x={60}
            y={40}
            width={220}
            height={220}
            rx={14}
            fill={C.white}
            stroke={C.line}
            strokeWidth={1.5}
          />
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x={76 + i * 49} y={56} width={39} height={188} fill={C.softer} />
          ))}
          <rect x={76} y={72} width={136} height={18} rx={4} fill={C.navy7} />
          <rect x={76} y={100} width={186} height={60} rx={8} fill={`url(#${grad})`} />
          <rect x={76} y={172} width={88} height={56} rx={8} fill={C.soft} />
          <rect x={174} y={172} width={88} height={56} rx={8} fill={C.soft} />
          <path d="M96 210 C 130 150, 200 250, 250 186" fill="none" stroke={C.accentInk} strokeWidth={3} />
          {[
            [96, 210],
            [250, 186],
          ].map(([cx, cy]) => (
            <rect
              key={cx}
              x={(cx ?? 0) - 5}
              y={(cy ?? 0) - 5}
              width={10}
              height={10}
              fill={C.white}
              stroke={C.accentInk}
              strokeWidth={2}
            />
          ))}
          {[C.navy, C.indigo, C.accent, C.soft].map((fill, i) => (
            <circle key={fill} cx={316} cy={76 + i * 40} r={14} fill={fill} stroke={C.line} />
          ))}
          <path d="M236 222 l0 34 l9 -9 l7 15 l7 -3 l-7 -15 l13 0 Z" fill={C.navy} />
        </g>
      );
    case 'neural': {
      // Layers of a small network: x position and node y positions (input → output).
      const layers = [
        { x: 90, ys: [120, 150, 190], fill: C.navy7, r: 12 },
        { x: 170, ys: [85, 135, 185, 235], fill: `url(#${grad})`, r: 12 },
        { x: 250, ys: [135, 190, 245].map((v) => v - 40), fill: `url(#${grad})`, r: 12 },
        { x: 320, ys: [160, 220], fill: C.accent, r: 16 },
      ];
      const edges = layers.slice(1).flatMap((to, i) => {
        const from = layers[i]!;
        return from.ys.flatMap((y1) => to.ys.map((y2) => ({ x1: from.x, y1, x2: to.x, y2 })));
      });
      return (
        <g>
          {edges.map((e) => (
            <line key={`${e.x1}-${e.y1}-${e.y2}`} {...e} stroke={C.line} strokeWidth={1.5} />
          ))}
          {layers.flatMap((layer) =>
            layer.ys.map((y) => (
              <circle
                key={`${layer.x}-${y}`}
                cx={layer.x}
                cy={y}
                r={layer.r}
                fill={layer.fill}
                stroke={C.white}
                strokeWidth={3}
              />
            )),
          )}
          {spec.alt ? (
            <g>
              <rect x={40} y={236} width={120} height={36} rx={10} fill={C.white} stroke={C.line} />
              {[0.4, 0.7, 0.5, 0.9, 0.6].map((f, i) => (
                <rect
                  key={f}
                  x={52 + i * 20}
                  y={264 - f * 22}
                  width={12}
                  height={f * 22}
                  rx={2}
                  fill={i === 3 ? C.accent : C.indigo}
                />
              ))}
            </g>
          ) : (
            <path d="M330 60 l5 12 l12 5 l-12 5 l-5 12 l-5 -12 l-12 -5 l12 -5 Z" fill={C.accentInk} />
          )}
        </g>
      );
    }
    case 'browser':
      return (
        <g>
          <BrowserWindow x={50} y={40} w={300} h={210} screen={screen} grad={grad} />
          <Check cx={338} cy={58} r={20} />
        </g>
      );
    case 'chart':
      return (
        <g>
          <rect
            x={50}
            y={50}
            width={300}
            height={200}
            rx={14}
            fill={C.white}
            stroke={C.line}
            strokeWidth={1.5}
          />
          {[0, 1, 2, 3].map((i) => (
            <line
              key={i}
              x1={70}
              x2={330}
              y1={90 + i * 40}
              y2={90 + i * 40}
              stroke={C.softer}
              strokeWidth={2}
            />
          ))}
          {[40, 70, 55, 100, 130].map((v, i) => (
            <rect key={v} x={84 + i * 50} y={220 - v} width={26} height={v} rx={4} fill={C.soft} />
          ))}
          <path
            d="M80 200 L 140 170 L 190 182 L 250 120 L 320 80"
            fill="none"
            stroke={C.indigo}
            strokeWidth={4}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d="M304 78 L 322 78 L 322 96"
            fill="none"
            stroke={C.indigo}
            strokeWidth={4}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx={250} cy={120} r={7} fill={C.accent} stroke={C.white} strokeWidth={3} />
        </g>
      );
    case 'docs':
      return (
        <g>
          {[2, 1, 0].map((i) => (
            <g key={i} transform={`translate(${90 + i * 24} ${36 + i * 18})`}>
              <rect
                width={170}
                height={200}
                rx={12}
                fill={i === 0 ? C.white : C.softer}
                stroke={C.line}
                strokeWidth={1.5}
              />
              {i === 0 &&
                [0, 1, 2, 3, 4].map((r) => (
                  <g key={r}>
                    <rect
                      x={20}
                      y={28 + r * 32}
                      width={14}
                      height={14}
                      rx={3}
                      fill={r < 3 ? C.indigo : C.soft}
                    />
                    <rect
                      x={44}
                      y={30 + r * 32}
                      width={100 - (r % 2) * 30}
                      height={10}
                      rx={5}
                      fill={C.line}
                    />
                  </g>
                ))}
            </g>
          ))}
          <Check cx={282} cy={86} r={26} />
        </g>
      );
    case 'parcel':
      return (
        <g>
          <path d="M80 150 l70 -35 l70 35 l-70 35 Z" fill={C.indigo} />
          <path d="M80 150 v80 l70 35 v-80 Z" fill={C.navy7} />
          <path d="M220 150 v80 l-70 35 v-80 Z" fill={C.indigo6} />
          <path d="M115 132 l70 35 v26" fill="none" stroke={C.accent} strokeWidth={10} />
          <rect
            x={230}
            y={52}
            width={130}
            height={150}
            rx={14}
            fill={C.white}
            stroke={C.line}
            strokeWidth={1.5}
          />
          <rect x={244} y={66} width={102} height={60} rx={8} fill={`url(#${grad})`} />
          {[0, 1, 2, 3, 4].map((i) => (
            <path
              key={i}
              transform={`translate(${250 + i * 16} 142)`}
              d="M6 0 l1.8 4 l4.2 .4 l-3.2 2.8 l1 4.2 l-3.8 -2.2 l-3.8 2.2 l1 -4.2 l-3.2 -2.8 l4.2 -.4 Z"
              fill={i < 4 ? '#f59e0b' : C.line}
            />
          ))}
          <rect x={244} y={162} width={70} height={8} rx={4} fill={C.navy7} />
          <rect x={244} y={178} width={46} height={8} rx={4} fill={C.accentInk} />
        </g>
      );
    case 'api':
      return (
        <g>
          <rect
            x={40}
            y={80}
            width={110}
            height={140}
            rx={14}
            fill={C.white}
            stroke={C.line}
            strokeWidth={1.5}
          />
          <Screen x={40} y={86} w={110} h={128} variant="list" grad={grad} />
          <rect x={250} y={80} width={110} height={140} rx={14} fill={C.navy} />
          <Screen x={250} y={86} w={110} h={128} variant="code" grad={grad} />
          <path d="M150 130 C 190 130, 210 170, 250 170" fill="none" stroke={C.indigo} strokeWidth={4} />
          <path
            d="M150 170 C 190 170, 210 130, 250 130"
            fill="none"
            stroke={C.accentInk}
            strokeWidth={4}
            strokeDasharray="6 6"
          />
          <circle cx={200} cy={150} r={26} fill={`url(#${grad})`} stroke={C.white} strokeWidth={4} />
          <path
            d="M192 140 l-8 10 l8 10 M208 140 l8 10 l-8 10"
            fill="none"
            stroke={C.white}
            strokeWidth={3}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      );
    case 'server':
      return (
        <g>
          {[0, 1, 2].map((i) => (
            <g key={i} transform={`translate(60 ${70 + i * 56})`}>
              <rect width={150} height={46} rx={10} fill={i === 1 ? C.navy7 : C.navy} />
              <circle cx={20} cy={23} r={5} fill={C.accent} />
              <circle cx={36} cy={23} r={5} fill={i === 2 ? C.line : C.accent} />
              <rect x={60} y={19} width={74} height={8} rx={4} fill="#3b4a9a" />
            </g>
          ))}
          <BrowserWindow x={210} y={60} w={150} h={120} screen="dashboard" grad={grad} />
          <path d="M210 130 H 186" stroke={C.indigo} strokeWidth={3} strokeDasharray="4 5" />
          <rect x={220} y={200} width={130} height={46} rx={10} fill={C.white} stroke={C.line} />
          <circle cx={240} cy={223} r={9} fill={C.accent} />
          <rect x={256} y={216} width={80} height={6} rx={3} fill={C.navy7} />
          <rect x={256} y={228} width={50} height={5} rx={2.5} fill={C.line} />
        </g>
      );
    case 'cms':
      return (
        <g>
          <BrowserWindow x={40} y={40} w={250} h={220} screen="form" grad={grad} />
          <rect x={270} y={70} width={96} height={170} rx={12} fill={C.navy} />
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x={282}
              y={86 + i * 36}
              width={72}
              height={26}
              rx={6}
              fill={i === 1 ? C.accent : '#1e2a78'}
            />
          ))}
          <path
            d="M250 148 l0 30 l8 -8 l6 13 l6 -3 l-6 -13 l11 0 Z"
            fill={C.navy}
            stroke={C.white}
            strokeWidth={1.5}
          />
        </g>
      );
    case 'cart':
      return (
        <g>
          <Phone x={70} y={30} w={120} h={244} screen="shop" platform="android" grad={grad} />
          <circle cx={270} cy={110} r={52} fill={C.white} stroke={C.line} strokeWidth={1.5} />
          <path
            d="M244 94 h10 l10 36 h30 l8 -26 h-44"
            fill="none"
            stroke={C.indigo}
            strokeWidth={5}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx={268} cy={140} r={5} fill={C.navy} />
          <circle cx={292} cy={140} r={5} fill={C.navy} />
          <rect x={214} y={190} width={140} height={80} rx={12} fill={`url(#${grad})`} />
          <rect x={228} y={208} width={28} height={20} rx={4} fill={C.accent} />
          <rect x={228} y={244} width={96} height={8} rx={4} fill={C.white} opacity={0.8} />
        </g>
      );
  }
}

export interface IllustrationProps {
  spec: IllustrationSpec;
  /** Text alternative; omit for decorative use (then hidden from assistive technology). */
  label?: string;
  className?: string;
}

export function Illustration({ spec, label, className }: IllustrationProps) {
  // Gradient ids must be unique per page; useId gives characters that are awkward in url(#…).
  const grad = `ill-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      className={`illustration${className ? ` ${className}` : ''}`}
      viewBox="0 0 400 300"
      width={400}
      height={300}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={grad} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={C.indigo} />
          <stop offset="1" stopColor={C.accent} />
        </linearGradient>
        <linearGradient id={`${grad}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={C.softer} />
          <stop offset="1" stopColor={C.soft} />
        </linearGradient>
      </defs>
      <rect width={400} height={300} rx={24} fill={`url(#${grad}-bg)`} />
      <circle cx={spec.alt ? 70 : 330} cy={64} r={72} fill={C.accent} opacity={0.16} />
      <circle cx={spec.alt ? 340 : 56} cy={250} r={92} fill={C.indigo} opacity={0.08} />
      <Scene spec={spec} grad={grad} />
    </svg>
  );
}
