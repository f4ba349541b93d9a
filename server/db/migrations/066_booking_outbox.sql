-- Issue 20 (docs/scale-out.md "Bookings heard over the bus"): a booking committed by a process
-- other than the engine (the scheduler's treasury runs) is written here in its own transaction,
-- appended to the bus (ev.bookings) after the commit so the engine's memory follows it, and
-- deleted once the bus has stored it. A row a crash left behind is appended by the next relay
-- (the bus and the engine both recognise it if it was already sent).
CREATE TABLE booking_outbox (
  id bigserial PRIMARY KEY,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
