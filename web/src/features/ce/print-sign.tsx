import { createPortal } from 'react-dom';
import type { CeSession, SessionQr } from '#shared/ce.js';
import { formatDay } from '../../lib/format-date';
import { formatHours, formatTime } from './format-ce';
import './print-sign.css';

/**
 * The sign Print puts on paper: class, date, time, place and the QR. Rendered beside the
 * app and shown by print CSS only, so printing needs no pop-up window (blockers, CSP).
 */
export function PrintSign({ session, qr }: { session: CeSession; qr: SessionQr }) {
  const when = [formatDay(session.session_date), formatTime(session.session_time)].filter(Boolean).join(' · ');
  return createPortal(
    <div className="ce-print-sign" aria-hidden>
      <h1>{session.class_name}</h1>
      <p>
        {session.class_code} · {formatHours(session.class_hours)}
      </p>
      <p>{when}</p>
      {session.location && <p>{session.location}</p>}
      <img src={qr.qr_image} alt="" />
      <p>Scan with your phone’s camera to log your attendance.</p>
      <p className="ce-print-url">{qr.url}</p>
    </div>,
    document.body,
  );
}
