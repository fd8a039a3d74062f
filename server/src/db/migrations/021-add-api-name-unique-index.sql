-- Two API entries may not share a name (R-ENTRY-NAME-UNIQUE): a visitor tells APIs apart by
-- name on the explore page and in the docs. Names differing only in letter case or in spaces
-- count as the same, as the console's clash check compares them; the index holds when two
-- publishers race past that check.
create unique index apis_name_unique_idx
  on apis (lower(regexp_replace(btrim(name), '\s+', ' ', 'g')));
