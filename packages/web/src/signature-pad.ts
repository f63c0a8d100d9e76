// A signature pad on a canvas: strokes drawn with a mouse, a finger or a pen (pointer events, so one code path for
// all three), kept as points so the pad redraws them crisply after a resize, and given back as a PNG data URL.
// The canvas needs `touch-action: none` (the stylesheet's .sig-canvas) so a finger draws instead of scrolling.

interface Point {
  x: number;
  y: number;
}

/** Device pixels per CSS pixel, capped: a phone's 3× would make a PNG far larger than a signature needs. */
const MAX_RATIO = 2;

export class SignaturePad {
  #strokes: Point[][] = [];
  #drawing = false;
  readonly #ctx: CanvasRenderingContext2D;

  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly onChange: () => void = () => {},
  ) {
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('this browser cannot draw on a canvas');
    this.#ctx = ctx;
    canvas.addEventListener('pointerdown', (e) => {
      if (e.button !== 0) return;
      e.preventDefault();
      canvas.setPointerCapture(e.pointerId);
      this.#drawing = true;
      this.#strokes.push([this.#point(e)]);
      this.#redraw();
    });
    canvas.addEventListener('pointermove', (e) => {
      if (!this.#drawing) return;
      e.preventDefault();
      const stroke = this.#strokes[this.#strokes.length - 1];
      const events = typeof e.getCoalescedEvents === 'function' ? e.getCoalescedEvents() : [];
      for (const ev of events.length ? events : [e]) stroke.push(this.#point(ev));
      this.#redraw();
    });
    const end = () => {
      if (!this.#drawing) return;
      this.#drawing = false;
      this.onChange();
    };
    canvas.addEventListener('pointerup', end);
    canvas.addEventListener('pointercancel', end);
  }

  #point(e: PointerEvent): Point {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  /** Sizes the drawing surface to the canvas's laid-out size (call when it becomes visible or changes size). */
  resize(): void {
    const r = this.canvas.getBoundingClientRect();
    if (!r.width || !r.height) return;
    const ratio = Math.min(MAX_RATIO, window.devicePixelRatio || 1);
    this.canvas.width = Math.round(r.width * ratio);
    this.canvas.height = Math.round(r.height * ratio);
    this.#ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    this.#redraw();
  }

  #redraw(): void {
    const ctx = this.#ctx;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.restore();
    ctx.strokeStyle = ctx.fillStyle = '#1a1f36';
    ctx.lineWidth = 2.5;
    ctx.lineCap = ctx.lineJoin = 'round';
    for (const stroke of this.#strokes) {
      if (stroke.length === 1) {
        ctx.beginPath();
        ctx.arc(stroke[0].x, stroke[0].y, 1.5, 0, Math.PI * 2);
        ctx.fill();
        continue;
      }
      ctx.beginPath();
      ctx.moveTo(stroke[0].x, stroke[0].y);
      for (const p of stroke.slice(1)) ctx.lineTo(p.x, p.y);
      ctx.stroke();
    }
  }

  isEmpty(): boolean {
    return this.#strokes.length === 0;
  }

  clear(): void {
    this.#strokes = [];
    this.#redraw();
    this.onChange();
  }

  /** The drawing as `data:image/png;base64,…` (transparent background). */
  toDataURL(): string {
    return this.canvas.toDataURL('image/png');
  }
}
