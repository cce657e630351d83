import { Box, Button, Group, Text } from '@mantine/core';
import { useRef, type PointerEvent } from 'react';

// product/portal.md §9: a 400 by 200 canvas. On a narrow phone it is drawn smaller by CSS, while
// the drawing keeps its 400x200 coordinates, so the stored image is always the same size.
export const PAD_WIDTH = 400;
export const PAD_HEIGHT = 200;

interface Props {
  /** Called with a PNG data URL after each stroke, or '' when cleared. */
  onChange: (dataUrl: string) => void;
  labelId: string;
}

/** Draw with a mouse, a finger or a pen (pointer events); touch-action none keeps the page still. */
export function SignaturePad({ onChange, labelId }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) * PAD_WIDTH) / rect.width, y: ((event.clientY - rect.top) * PAD_HEIGHT) / rect.height };
  };
  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#111';
    }
    return ctx;
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 0.1, y + 0.1); // a tap leaves a dot
    ctx.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = context();
    const { x, y } = point(event);
    ctx?.lineTo(x, y);
    ctx?.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(canvas.current?.toDataURL('image/png') ?? '');
  };
  const clear = () => {
    context()?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    onChange('');
  };

  return (
    <div>
      <Box maw={PAD_WIDTH} style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 6, background: '#fff' }}>
        <canvas
          ref={canvas}
          width={PAD_WIDTH}
          height={PAD_HEIGHT}
          aria-labelledby={labelId}
          role="img"
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}`, touchAction: 'none', cursor: 'crosshair' }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          onPointerLeave={end}
        />
      </Box>
      <Group justify="space-between" maw={PAD_WIDTH} mt={4}>
        <Text size="xs" c="dimmed">
          Sign with your mouse, finger or pen.
        </Text>
        <Button size="xs" variant="subtle" onClick={clear}>
          Clear
        </Button>
      </Group>
    </div>
  );
}
