-- Market units of each instrument for the market simulator and exchange info: the price
-- tick, the quantity lot and the simulator's starting price. Nullable: options have no book,
-- and rows created before this migration are filled here from their metadata (tick and
-- lot) and by demo seed step 2 (start prices).
ALTER TABLE instruments ADD COLUMN tick_size numeric CHECK (tick_size > 0);
ALTER TABLE instruments ADD COLUMN lot_size numeric CHECK (lot_size > 0);
ALTER TABLE instruments ADD COLUMN start_price numeric CHECK (start_price > 0);

UPDATE instruments
SET tick_size = (metadata ->> 'tickSize')::numeric
WHERE tick_size IS NULL
  -- CASE: SQL does not promise to test the pattern before the cast.
  AND CASE WHEN metadata ->> 'tickSize' ~ '^[0-9]+(\.[0-9]+)?$'
    THEN (metadata ->> 'tickSize')::numeric > 0 ELSE false END;

UPDATE instruments
SET lot_size = (metadata ->> 'lotSize')::numeric
WHERE lot_size IS NULL
  -- CASE: SQL does not promise to test the pattern before the cast.
  AND CASE WHEN metadata ->> 'lotSize' ~ '^[0-9]+(\.[0-9]+)?$'
    THEN (metadata ->> 'lotSize')::numeric > 0 ELSE false END;
