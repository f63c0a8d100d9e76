// The watermark over a page of the document: the text the server resolved for this visitor ({email}, {date},
// {time}, {ip}, {link} already filled in), in its colour, size and opacity, rotated, either once in the centre,
// along the foot of the page, or tiled over all of it (as many copies as the page needs, redrawn when it resizes).
// It sits above the text, takes no clicks and cannot be selected; screen readers skip it. Along the foot it
// runs level, whatever the rotation.

import type { VisitWatermark } from './types.js';

function mark(w: VisitWatermark, rotate: boolean): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = 'watermark-text';
  // Drawn by the stylesheet from data-text (::before), not as a text node: the mark is faint on purpose and is
  // no text for a reader (nor for a contrast check, which would rightly fail it as text).
  span.dataset.text = w.text;
  if (rotate && w.rotation) span.style.transform = `rotate(${w.rotation}deg)`;
  return span;
}

/**
 * How many tiles cover a page of this size: one per cell of about the text's width (wrapped onto more lines
 * where the page is narrower than it, so a phone still shows all of it) by as tall as the rotated text.
 */
export function tileGrid(
  width: number,
  height: number,
  w: Pick<VisitWatermark, 'text' | 'fontSize' | 'rotation'>,
): { columns: number; rows: number; cellWidth: number; cellHeight: number; lineWidth: number } {
  const textWidth = w.text.length * w.fontSize * 0.6;
  const lineWidth = Math.max(w.fontSize * 4, Math.min(textWidth, width * 0.8, 900));
  const lines = Math.ceil(textWidth / lineWidth);
  const cellWidth = lineWidth + w.fontSize * 2;
  // Rows far enough apart that rotated tiles do not run into the next row.
  const block = lines * w.fontSize * 1.2;
  const angle = (Math.abs(w.rotation) * Math.PI) / 180;
  const cellHeight = Math.max(
    block + w.fontSize * 3.5,
    lineWidth * Math.sin(angle) + block * Math.cos(angle) + w.fontSize,
  );
  return {
    columns: Math.max(1, Math.ceil(width / cellWidth)),
    rows: Math.max(1, Math.ceil(height / cellHeight)),
    cellWidth,
    cellHeight,
    lineWidth,
  };
}

/** Lays the watermark over `page` (which must be positioned); answers the overlay. */
export function drawWatermark(page: HTMLElement, w: VisitWatermark): HTMLElement {
  const layer = document.createElement('div');
  layer.className = `watermark watermark-${w.position}`;
  layer.setAttribute('aria-hidden', 'true');
  layer.style.opacity = String(w.opacity / 100);
  layer.style.color = w.color;
  layer.style.fontSize = `${w.fontSize}px`;
  if (w.position !== 'tiled') layer.append(mark(w, w.position === 'center'));
  else {
    const fill = () => {
      const g = tileGrid(page.clientWidth, page.clientHeight, w);
      layer.style.setProperty('--watermark-line', `${g.lineWidth}px`);
      if (!layer.childElementCount) layer.append(mark(w, true));
      layer.style.gridTemplateColumns = '';
      layer.style.gridTemplateRows = '';
      // The estimate above guesses the text's width; the first tile, drawn and rotated, gives its true extent.
      // Only as many tiles as fit whole go down, spread evenly: none is cut at the section's edge, and none
      // runs into its neighbour (on a phone the text wraps onto more lines than a guess would say).
      const box = (layer.firstElementChild as HTMLElement).getBoundingClientRect();
      const gap = w.fontSize;
      const columns = Math.max(1, Math.floor((page.clientWidth + gap) / (box.width + gap)));
      const rows = Math.max(1, Math.floor((page.clientHeight + gap) / (box.height + gap)));
      layer.style.gridTemplateColumns = `repeat(${columns}, ${Math.ceil(box.width)}px)`;
      layer.style.gridTemplateRows = `repeat(${rows}, ${Math.ceil(box.height)}px)`;
      const want = columns * rows;
      while (layer.childElementCount > want) layer.lastElementChild!.remove();
      while (layer.childElementCount < want) layer.append(mark(w, true));
    };
    // Measured once in the page (a tile's size needs the layer laid out), and again whenever the page resizes.
    page.append(layer);
    fill();
    new ResizeObserver(fill).observe(page);
  }
  if (!layer.isConnected) page.append(layer);
  return layer;
}
