-- The complaint lists filter by status within archived or not (and count the matches): an
-- index-only walk instead of reading every complaint of that status.
CREATE INDEX complaints_arquivada_status_idx ON complaints (arquivada, status, id);
