// Words a brand description can drop before its key words are read (see ../key-words.ts).

/** Words that carry no meaning for a brand ("a", "for", "with"…). */
export const STOPWORDS = new Set(
  `a an the and or but for with without to of in on at by from into onto over under our your my their his her its
  this that these those is are be been being was were it they we you i me us them who whom which what when where why
  how all any each every some more most less very really just also too so than then as if not no nor only own same
  such can will would should could may might must do does did doing have has had having get gets got make makes made
  new best good great nice perfect ideal premium quality product products item items brand line range one two three
  like want need use using used day days people person thing things kind sort type way lot lots`
    .split(/\s+/)
    .filter(Boolean),
);
