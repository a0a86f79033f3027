/**
 * A page as visitors see it, in a same-origin frame of PAGE.canvas (CanvasFrame) at one of the
 * canvas widths, drawn smaller when the box around it is narrower. It sends the frame `page` whenever
 * that changes (and again when the frame says it is ready) and hands the frame's other messages to
 * `onMessage`. The page editor (PageCanvas) and the history's comparison both show pages through it.
 */
import { PAGE } from '@vyoma/contract';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CANVAS_WIDTHS, post, received, type ToEditor, type ToFrame } from './canvas-protocol.ts';
import './framed-page.css';

const WIDTH_ICONS = { Phone: Smartphone, Tablet, Desktop: Monitor } as const;

/** Room kept around the frame inside its box (the box's padding). */
const GUTTER = 32;

export function FramedPage({
  page,
  width,
  title,
  onMessage,
}: {
  page: Omit<ToFrame, 'tag'>;
  width: number;
  /** The frame's accessible name. */
  title: string;
  onMessage?: (message: Exclude<ToEditor, { kind: 'ready' }>) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [stageHeight, setStageHeight] = useState(0);
  const latest = useRef(page);
  latest.current = page;
  const handler = useRef(onMessage);
  handler.current = onMessage;

  // Sent when what it says changes, not when a render makes an equal copy.
  const sent = JSON.stringify(page);
  useEffect(() => {
    post<ToFrame>(frame.current?.contentWindow, JSON.parse(sent));
  }, [sent]);

  useEffect(() => {
    const onWindowMessage = (event: MessageEvent) => {
      const said = received<ToEditor>(event, frame.current?.contentWindow ?? null);
      if (!said) return;
      if (said.kind === 'ready') post<ToFrame>(frame.current?.contentWindow, latest.current);
      else handler.current?.(said);
    };
    window.addEventListener('message', onWindowMessage);
    return () => window.removeEventListener('message', onWindowMessage);
  }, []);

  // The page at the chosen width, scaled down to fit its box.
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    const fit = () => {
      setScale(Math.max(0.1, Math.min(1, (el.clientWidth - GUTTER) / width)));
      setStageHeight(el.clientHeight - GUTTER);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);

  return (
    <div className="page-canvas__stage" ref={stage}>
      {/* The frame keeps the chosen width and is drawn smaller: the box around it takes the smaller size. */}
      <div className="page-canvas__viewport" style={{ width: width * scale, height: stageHeight }}>
        <iframe
          ref={frame}
          title={title}
          src={PAGE.canvas}
          className="page-canvas__frame"
          style={{ width, height: stageHeight / scale, transform: `scale(${scale})` }}
        />
      </div>
    </div>
  );
}

/** The phone, tablet and desktop buttons that choose the frames' width. */
export function CanvasWidths({ width, onChange }: { width: number; onChange: (width: number) => void }) {
  return (
    <fieldset className="page-canvas__widths">
      <legend className="visually-hidden">Width</legend>
      {CANVAS_WIDTHS.map((w) => {
        const Icon = WIDTH_ICONS[w.name];
        return (
          <button
            key={w.name}
            type="button"
            className="btn btn--ghost btn--sm"
            aria-pressed={width === w.width}
            onClick={() => onChange(w.width)}
          >
            <Icon size={16} aria-hidden="true" /> {w.name}
            <span className="page-canvas__px"> {w.width}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
