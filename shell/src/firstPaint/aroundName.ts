/** A sentence around a first name, as a first-paint script puts it together, and the sentence without a name. */
export interface AroundName {
  before: string;
  after: string;
  nameless: string;
}

/** `sentence`'s words around the name it is given, and its words for no name (''), for a first-paint script. */
export function aroundName(sentence: (name: string) => string): AroundName {
  const marker = '\u0000';
  const [before = '', after = ''] = sentence(marker).split(marker);
  return { before, after, nameless: sentence('') };
}
