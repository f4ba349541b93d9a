-- Issue 20 step 4 (docs/scale-out.md "Shards"): each engine shard stores what ITS open orders
-- and positions hold of a balance in its own row, so two shards never overwrite each other's
-- lock; a spend checks the balance against the sum of every shard's row. One engine (npm start,
-- a cluster's single engine) is shard 0, whose rows are the locks as before.
ALTER TABLE balance_locks ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE balance_locks DROP CONSTRAINT balance_locks_pkey;
ALTER TABLE balance_locks ADD PRIMARY KEY (subaccount_id, token, shard);
