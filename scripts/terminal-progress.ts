/**
 * A command's progress on stderr: a bar redrawn in place on a terminal, a line per tenth of the way
 * otherwise (a log file or CI keeps every redraw of a bar).
 */
export function terminalProgress(command: string): {
  show(fraction: number, what: string): void;
  done(): void;
} {
  const terminal = process.stderr.isTTY;
  let lastTenth = -1;
  let drawn = false;
  return {
    show(fraction, what) {
      const share = Math.min(1, Math.max(0, fraction));
      if (terminal) {
        const width = 30;
        const filled = Math.round(share * width);
        process.stderr.write(
          `\r${command}: [${"#".repeat(filled)}${" ".repeat(width - filled)}] ${Math.floor(share * 100)
            .toString()
            .padStart(3)}% ${what}\x1b[K`,
        );
        drawn = true;
      } else if (Math.floor(share * 10) > lastTenth) {
        lastTenth = Math.floor(share * 10);
        process.stderr.write(`${command}: ${Math.floor(share * 100)}% ${what}\n`);
      }
    },
    done() {
      if (drawn) process.stderr.write("\n");
      drawn = false;
      lastTenth = -1;
    },
  };
}
