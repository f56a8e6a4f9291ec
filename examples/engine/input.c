/* Input: lines from standard input, read with read(2) into the engine's own buffer, and
 * without blocking (poll(2)) while the engine thinks, so that it answers "?", "stop",
 * "isready" and the commands that end a game without threads. */
#include "engine.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

void input_fill(input_buffer *in, bool block) {
    if (in->eof || in->len == sizeof in->buf)
        return;
    if (!block) {
        struct pollfd p = {0, POLLIN, 0};
        if (poll(&p, 1, 0) <= 0)
            return;
    }
    ssize_t n = read(0, in->buf + in->len, sizeof in->buf - in->len);
    if (n > 0)
        in->len += (size_t)n;
    else if (n == 0 || errno != EINTR)
        in->eof = true;
}

size_t input_line_length(const input_buffer *in) {
    const char *end = memchr(in->buf, '\n', in->len);
    if (end)
        return (size_t)(end - in->buf) + 1;
    if ((in->eof && in->len > 0) || in->len == sizeof in->buf)
        return in->len; /* the last line without an end, or one too long: take what there is */
    return 0;
}

bool input_peek(const input_buffer *in, char *line, size_t cap) {
    size_t len = input_line_length(in);
    if (len == 0)
        return false;
    size_t text = len;
    while (text > 0 && (in->buf[text - 1] == '\n' || in->buf[text - 1] == '\r'))
        text--;
    if (text >= cap)
        text = cap - 1;
    memcpy(line, in->buf, text);
    line[text] = '\0';
    return true;
}

void input_drop(input_buffer *in) {
    size_t len = input_line_length(in);
    memmove(in->buf, in->buf + len, in->len - len);
    in->len -= len;
}

bool input_next(input_buffer *in, char *line, size_t cap) {
    while (!input_peek(in, line, cap)) {
        if (in->eof)
            return false;
        input_fill(in, true);
    }
    input_drop(in);
    return true;
}

void say(const char *format, const char *arg) {
    printf(format, arg);
    fflush(stdout);
}

char *split_command(char *line) {
    char *arg = strchr(line, ' ');
    if (!arg)
        return line + strlen(line);
    *arg = '\0';
    return arg + 1;
}

bool listed(const char *word, const char *const *list) {
    for (; *list; list++)
        if (strcmp(word, *list) == 0)
            return true;
    return false;
}
