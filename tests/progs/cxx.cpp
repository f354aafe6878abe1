/* SPDX-License-Identifier: BSD-2-Clause */
/* Copyright (c) 2026 The libgmon authors */
/*
 * A C++ program for gmon-c++: classes with virtual calls, a template
 * instantiated for two types, exceptions thrown through profiled frames
 * and caught, and static constructors that run before main.  Every
 * count it prints and every arc gprof reads is fixed by the code.
 */
#include <cstdio>
#include <stdexcept>
#include <vector>

#define NOINLINE __attribute__((noinline))

struct Shape {
	virtual ~Shape() {}
	virtual long area() const = 0;
};

struct Square : Shape {
	long side;
	explicit Square(long s) : side(s) {}
	NOINLINE long area() const override { return side * side; }
};

struct Rect : Shape {
	long w, h;
	Rect(long a, long b) : w(a), h(b) {}
	NOINLINE long area() const override { return w * h; }
};

/* Through the vtable: the compiler cannot tell which area() runs. */
NOINLINE long total_area(const std::vector<Shape *> &shapes)
{
	long sum = 0;
	for (const Shape *s : shapes)
		sum += s->area();
	return sum;
}

template <typename T> NOINLINE T twice(T x) { return x + x; }

template <typename T> NOINLINE T sum_twice(int n)
{
	T s = 0;
	for (int i = 0; i < n; i++)
		s += twice<T>(static_cast<T>(i));
	return s;
}

NOINLINE int checked(int x)
{
	if (x % 4 == 3)
		throw std::range_error("x % 4 == 3");
	return x;
}

NOINLINE int catch_some(int n)
{
	int caught = 0;
	for (int i = 0; i < n; i++) {
		try {
			checked(i);
		} catch (const std::range_error &) {
			caught++;
		}
	}
	return caught;
}

/*
 * Static constructors run before main, profiled like the rest.  add()
 * prints, so that no compiler runs the constructor at compile time, and
 * ready is set last, so that the second add() is no tail call.
 */
struct Registry {
	int entries;
	bool ready;
	NOINLINE Registry() : entries(0), ready(false) { add(); add(); ready = true; }
	NOINLINE void add() { std::printf("entry %d\n", ++entries); }
};
static Registry registry;

int main()
{
	std::vector<Shape *> shapes;
	for (long i = 1; i <= 5; i++) {
		shapes.push_back(new Square(i));
		shapes.push_back(new Rect(i, i + 1));
	}
	long area = 0;
	for (int round = 0; round < 3; round++)
		area += total_area(shapes);
	for (Shape *s : shapes)
		delete s;
	std::printf("area %ld\n", area);
	std::printf("ints %d longs %ld doubles %.1f\n", sum_twice<int>(10),
		    sum_twice<long>(20), sum_twice<double>(7));
	std::printf("caught %d of 20\n", catch_some(20));
	std::printf("registry %d %d\n", registry.entries, registry.ready);
	return 0;
}
