-- What happened, in the words the history tab shows ('Check-in', 'Encaminhamento', 'Matrícula'…),
-- for the entries written by the other case-management records. Null for the person's own writes.

ALTER TABLE welcomed_history ADD COLUMN event varchar(40);
