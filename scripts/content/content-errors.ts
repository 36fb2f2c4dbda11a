/** A build error that names the file (and line, when known) the author must fix. */
export class ContentError extends Error {
  constructor(file: string, message: string, line?: number) {
    super(`${line ? `${file}:${line}` : file}: ${message}`);
    this.name = 'ContentError';
  }
}
