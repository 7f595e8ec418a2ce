# The bound of mm-solve --bound the slow, obvious way: every code of
# the file ALL tried as each guess, no symmetry, nothing cut short.
# Reads the candidates, one a line, and writes their bound over depth
# guesses; usage: awk -v all=FILE -v depth=N -v pegs=P -f slowbound.awk
function counting(n,   t, room, k, x) {
	t = 0; room = 1
	for (k = 1; n > 0; k++) {
		x = n < room ? n : room
		t += k * x; n -= x; room *= branch
	}
	return t
}
function answer(a, b,   i, e, com, ca, cb, ch) {
	e = 0
	for (i = 1; i <= pegs; i++)
		if (substr(a, i, 1) == substr(b, i, 1))
			e++
	split("", ca); split("", cb)
	for (i = 1; i <= pegs; i++) {
		ca[substr(a, i, 1)]++; cb[substr(b, i, 1)]++
	}
	com = 0
	for (ch in ca)
		if (ch in cb)
			com += ca[ch] < cb[ch] ? ca[ch] : cb[ch]
	return e "," (com - e)
}
function bound(s, depth,   c, n, i, g, best, t, key, parts, cnt) {
	n = split(s, c, " ")
	if (n <= 2 || depth == 0)
		return counting(n)
	best = -1
	for (g = 1; g <= ncodes; g++) {
		split("", parts); split("", cnt)
		for (i = 1; i <= n; i++) {
			key = answer(code[g], c[i])
			if (key == pegs ",0")
				continue
			parts[key] = parts[key] " " c[i]
			cnt[key]++
		}
		t = n
		for (key in parts)
			t += depth == 1 ? counting(cnt[key]) : bound(parts[key], depth - 1)
		if (best < 0 || t < best)
			best = t
	}
	return best
}
BEGIN {
	branch = (pegs + 1) * (pegs + 2) / 2 - 2
	while ((getline line < all) > 0)
		code[++ncodes] = line
}
{ s = s " " $1 }
END { print bound(s, depth) }
