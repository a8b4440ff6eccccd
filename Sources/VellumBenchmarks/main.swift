import Vellum

print("benchmarks: not written yet")
