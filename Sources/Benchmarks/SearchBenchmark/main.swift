print("search benchmark: not written yet")
