print("hindex-site")
