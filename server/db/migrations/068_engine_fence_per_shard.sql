-- Issue 20 step 4 (docs/scale-out.md "Shards"): each engine shard has its own engine lock and
-- its own epoch, row id = shard + 1 (the one engine of `npm start` or of a cluster without
-- shards is shard 0, row 1, as before). A connection names its shard with the setting
-- `desk.engine_shard` (absent: shard 0); a write is refused when its epoch is not its shard's
-- current one, so a shard's stale engine is fenced without stopping the other shards.
ALTER TABLE engine_epoch DROP CONSTRAINT engine_epoch_id_check;
ALTER TABLE engine_epoch ADD CONSTRAINT engine_epoch_shard_row CHECK (id >= 1);

CREATE OR REPLACE FUNCTION desk_engine_fence() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mine text := current_setting('desk.engine_epoch', true);
  shard text := current_setting('desk.engine_shard', true);
  current_epoch bigint;
BEGIN
  IF mine IS NULL OR mine = '' THEN
    RETURN NULL;
  END IF;
  SELECT epoch INTO current_epoch FROM engine_epoch
    WHERE id = coalesce(nullif(shard, '')::int, 0) + 1 FOR SHARE;
  IF current_epoch IS DISTINCT FROM mine::bigint THEN
    RAISE EXCEPTION 'engine fenced: epoch % is not the current engine epoch %', mine, current_epoch
      USING ERRCODE = 'DK001';
  END IF;
  RETURN NULL;
END
$$;
