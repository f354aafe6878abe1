-- SPDX-License-Identifier: BSD-2-Clause
-- Copyright (c) 2026 The libgmon authors
-- The SQLite shell's workload for the benchmark (bench/run.sh): build a
-- table of ROWS rows, index it, aggregate, join, sort, update and
-- search it.  ROWS is replaced by the row count before use.
CREATE TABLE t(a INTEGER PRIMARY KEY, b INTEGER, c TEXT);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ROWS)
INSERT INTO t SELECT i, (i * 7919) % 1000, printf('row %d', i) FROM n;
CREATE INDEX tb ON t(b);
CREATE TABLE u AS SELECT b, count(*) AS n, sum(a) AS s FROM t GROUP BY b;
SELECT count(*), sum(length(c)) FROM t WHERE b < 500;
SELECT u.b, u.n, max(t.a) FROM u JOIN t ON t.b = u.b GROUP BY u.b
 ORDER BY u.s DESC LIMIT 5;
SELECT b % 10, count(*), min(c), max(c)
 FROM (SELECT * FROM t ORDER BY c LIMIT 5000) GROUP BY b % 10;
UPDATE t SET c = upper(c) WHERE a % 3 = 0;
SELECT count(*) FROM t WHERE c LIKE 'ROW 1%';
